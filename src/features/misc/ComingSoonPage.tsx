import { Trans } from '@lingui/react/macro'
import { LaunchIllustration } from './illustrations/LaunchIllustration'
import { MiscPage } from './MiscPage'
import { NotifyForm } from './NotifyForm'

export function ComingSoonPage() {
  return (
    <MiscPage
      title={<Trans>We are launching soon 🚀</Trans>}
      message={<Trans>Our website is opening soon. Leave your email and we will let you know the moment it is ready.</Trans>}
      action={<NotifyForm />}
      illustration={<LaunchIllustration />}
    />
  )
}
