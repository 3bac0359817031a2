import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { showToast } from '@/components/toast'
import { api } from '@/api/client'
import { resetDemoData } from '@/api/contract/demo'

/**
 * Asks before putting the demo back end's seed data back (every mail, bookmark and account made
 * here is lost), then refetches whatever the screens show.
 */
export function ResetDemoDataDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const reset = useMutation({
    mutationFn: () => api(resetDemoData),
    onSuccess: () => {
      void queryClient.invalidateQueries()
      showToast(t`The demo data is back to its original state.`, { variant: 'success' })
      onClose()
    },
    onError: () => showToast(t`The demo data could not be reset. Please try again.`, { variant: 'error' }),
  })

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="reset-demo-data-title">
      <DialogTitle id="reset-demo-data-title">
        <Trans>Reset the demo data?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans>
            Every change made in this browser (mails, bookmarks, new accounts) is replaced by the original demo data.
            Your layout settings and your session stay as they are.
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="error" variant="contained" onClick={() => reset.mutate()} loading={reset.isPending}>
          <Trans>Reset demo data</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  )
}
