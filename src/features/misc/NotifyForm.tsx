import { useState, type FormEvent } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import OutlinedInput from '@mui/material/OutlinedInput'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { isValidEmail, readSubscriber, saveSubscriber } from './subscription'

/** "Notify me at launch": validates the address, confirms with a toast and remembers it. */
export function NotifyForm() {
  const { t } = useLingui()
  const [subscriber, setSubscriber] = useState(readSubscriber)
  const [email, setEmail] = useState(subscriber ?? '')
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!isValidEmail(address)) {
      setError(address === '' ? t`Enter your email address.` : t`Enter a valid email address, like name@example.com.`)
      return
    }
    setError(null)
    saveSubscriber(address)
    setSubscriber(address)
    showToast(t`Thanks! We will email ${address} as soon as we launch.`, { variant: 'success' })
  }

  return (
    // noValidate: the browser's own bubble would pre-empt our message, which is translated and styled.
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        {/* An outlined input with a placeholder, as launch pages have, rather than a TextField: that
            brings Select, Menu and FormControl to a page that has none, about 25 KB of gzipped JavaScript. */}
        <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
          <OutlinedInput
            id="notify-email"
            type="email"
            size="small"
            fullWidth
            autoComplete="email"
            placeholder="john@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              if (error) setError(null)
            }}
            error={error !== null}
            inputProps={{ 'aria-label': t`Email`, 'aria-describedby': error ? 'notify-email-error' : undefined }}
          />
          {error && (
            <Typography id="notify-email-error" variant="caption" color="error" sx={{ px: 1.75, textAlign: 'start' }}>
              {error}
            </Typography>
          )}
        </Stack>
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, minWidth: 96, height: 40 }}>
          <Trans>Notify</Trans>
        </Button>
      </Stack>
      {subscriber && (
        <Typography variant="body2" color="text.secondary" data-testid="notify-subscribed">
          <Trans>We will notify you at {subscriber}.</Trans>
        </Typography>
      )}
    </Stack>
  )
}
