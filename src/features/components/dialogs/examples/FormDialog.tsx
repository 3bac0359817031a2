import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Form`,
  description: msg`A small form in a dialog, sent with Enter or its button.`,
  order: 2,
}

export default function FormDialog() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [invited, setInvited] = useState<string | null>(null)
  const [error, setError] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!/^\S+@\S+\.\S+$/.test(email)) return setError(true)
    setInvited(email)
    setEmail('')
    setOpen(false)
  }
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        <Trans>Invite a colleague</Trans>
      </Button>
      {invited && (
        <Typography role="status" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
          <Trans>An invitation was sent to {invited}.</Trans>
        </Typography>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="form-dialog-title">
        {/* The whole dialog's content is the form: Enter in the field sends it. */}
        <form onSubmit={submit} noValidate>
          <DialogTitle id="form-dialog-title">
            <Trans>Invite a colleague</Trans>
          </DialogTitle>
          <DialogContent>
            <DialogContentText>
              <Trans>They will get an email with a link to join your workspace.</Trans>
            </DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              type="email"
              label={t`Email address`}
              value={email}
              onChange={(event) => (setEmail(event.target.value), setError(false))}
              error={error}
              helperText={error ? t`Enter an email address such as name@example.com.` : ' '}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="contained">
              <Trans>Send invitation</Trans>
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
