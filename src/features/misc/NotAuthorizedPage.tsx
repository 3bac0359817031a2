import { Trans } from '@lingui/react/macro'
import { BackHomeButton } from './BackHomeButton'
import { LockIllustration } from './illustrations/LockIllustration'
import { MiscPage } from './MiscPage'

export function NotAuthorizedPage() {
  return (
    <MiscPage
      title={<Trans>You are not authorized! 🔐</Trans>}
      message={<Trans>You do not have permission to view this page. If you think you should, ask your administrator for access.</Trans>}
      action={<BackHomeButton />}
      illustration={<LockIllustration />}
    />
  )
}
