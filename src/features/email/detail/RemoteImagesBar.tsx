import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { Trans } from '@lingui/react/macro'

/** Says a message's remote images were held back, and loads them on request. */
export function RemoteImagesBar({ onShow }: { onShow: () => void }) {
  return (
    <Alert
      severity="info"
      // A notice, not an alarm: screen readers read it with the message, without interrupting.
      role="status"
      data-testid="remote-images-bar"
      action={
        <Button color="inherit" size="small" onClick={onShow}>
          <Trans>Show images</Trans>
        </Button>
      }
      sx={{ mb: 2, alignItems: 'center' }}
    >
      <Trans>This mail has remote images, which were blocked to protect your privacy.</Trans>
    </Alert>
  )
}
