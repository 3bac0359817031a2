import { Trans } from '@lingui/react/macro'
import { BackHomeButton } from './BackHomeButton'
import { LostIllustration } from './illustrations/LostIllustration'
import { MiscPage } from './MiscPage'

/** Where every unknown URL ends (see RedirectToErrorPage). */
export function ErrorPage() {
  return (
    <MiscPage
      title={<Trans>Page Not Found ⚠️</Trans>}
      message={<Trans>We couldn't find the page you are looking for.</Trans>}
      action={<BackHomeButton />}
      illustration={<LostIllustration />}
    />
  )
}
