import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Alert`,
  description: msg`A question that needs an answer before the work goes on.`,
  order: 1,
}

export default function AlertDialog() {
  const [open, setOpen] = useState(false)
  const [answer, setAnswer] = useState<'kept' | 'discarded' | null>(null)
  const close = (result: 'kept' | 'discarded') => {
    setAnswer(result)
    setOpen(false)
  }
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        <Trans>Discard the draft</Trans>
      </Button>
      {answer && (
        <Typography role="status" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          {answer === 'kept' ? <Trans>The draft was kept.</Trans> : <Trans>The draft was discarded.</Trans>}
        </Typography>
      )}
      {/* The dialog names itself after its title and says its text: aria-labelledby and aria-describedby. */}
      <Dialog open={open} onClose={() => close('kept')} aria-labelledby="alert-dialog-title" aria-describedby="alert-dialog-text">
        <DialogTitle id="alert-dialog-title">
          <Trans>Discard the draft?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="alert-dialog-text">
            <Trans>The message you were writing will be lost. This cannot be undone.</Trans>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('kept')}>
            <Trans>Keep editing</Trans>
          </Button>
          <Button color="error" variant="contained" onClick={() => close('discarded')}>
            <Trans>Discard</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
