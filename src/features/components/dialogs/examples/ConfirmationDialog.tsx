import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Confirmation`,
  description: msg`A serious step needs a tick before its button answers.`,
  order: 5,
}

export default function ConfirmationDialog() {
  const [open, setOpen] = useState(false)
  const [sure, setSure] = useState(false)
  const [done, setDone] = useState(false)
  const close = () => {
    setOpen(false)
    setSure(false)
  }
  return (
    <>
      {done ? (
        <Alert severity="success" onClose={() => setDone(false)}>
          <Trans>Your account was deactivated.</Trans>
        </Alert>
      ) : (
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          <Trans>Deactivate the account</Trans>
        </Button>
      )}
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="confirmation-dialog-title"
        aria-describedby="confirmation-dialog-text"
        maxWidth="xs"
      >
        <DialogTitle id="confirmation-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <WarningAmberOutlined color="warning" />
          <Trans>Deactivate the account?</Trans>
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="confirmation-dialog-text">
            <Trans>You will be signed out and your projects hidden until an administrator turns the account on again.</Trans>
          </DialogContentText>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={sure} onChange={(event) => setSure(event.target.checked)} />}
            label={<Trans>I understand</Trans>}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={!sure}
            onClick={() => {
              close()
              setDone(true)
            }}
          >
            <Trans>Deactivate</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
