import { Trans } from '@lingui/react/macro'
import { BackHomeButton } from './BackHomeButton'
import { MaintenanceIllustration } from './illustrations/MaintenanceIllustration'
import { MiscPage } from './MiscPage'

export function MaintenancePage() {
  return (
    <MiscPage
      title={<Trans>Under Maintenance! 🚧</Trans>}
      message={<Trans>Sorry for the inconvenience, we are improving things right now. Please check back in a little while.</Trans>}
      action={<BackHomeButton />}
      illustration={<MaintenanceIllustration />}
    />
  )
}
