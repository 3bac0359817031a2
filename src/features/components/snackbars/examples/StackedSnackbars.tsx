import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { showToast } from '@/components/toast'

export const meta: ExampleMeta = {
  title: msg`Stacking`,
  description: msg`Several toasts at once: the newest on top, four at most on screen.`,
  order: 3,
}

export default function StackedSnackbars() {
  const { t } = useLingui()
  const sendThree = () => {
    showToast(t`The report was exported.`)
    showToast(t`The invoice was sent.`, { variant: 'info' })
    showToast(t`The backup has finished.`, { variant: 'success' })
  }
  return (
    <>
      <Button variant="contained" onClick={sendThree}>
        <Trans>Show three toasts</Trans>
      </Button>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        <Trans>Each stays while the pointer or the focus is on it, and while the window is in the background.</Trans>
      </Typography>
    </>
  )
}
