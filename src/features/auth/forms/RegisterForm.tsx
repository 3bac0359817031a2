import { useState, type FormEvent } from 'react'
import { TintedAlert } from '../components/TintedAlert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { showToast } from '@/components/toast'
import { fieldErrors } from '@/api'
import { homeFor, useRegisterMutation } from '@/auth'
import { AppLink } from '../components/AppLink'
import { PasswordField } from '../components/PasswordField'
import { useForm } from '../components/useForm'
import { authPaths, type AuthVersion } from '../paths'
import { MIN_PASSWORD_LENGTH, useAuthSchemas } from './schemas'

export function RegisterForm({ version }: { version: AuthVersion }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const paths = authPaths(version)
  const { register: schema } = useAuthSchemas()
  const form = useForm(schema, { username: '', email: '', password: '', terms: false })
  const [failure, setFailure] = useState<string | null>(null)
  const register = useRegisterMutation()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const data = form.validate()
    if (!data) return
    register.mutate(
      { username: data.username, email: data.email, password: data.password },
      {
        onSuccess: ({ user }) => {
          showToast(t`Welcome aboard, ${user.fullName || user.username}! Your account is ready.`, { variant: 'success' })
          void navigate({ to: homeFor(user), replace: true })
        },
        onError: (error) => {
          // Both may be taken at once: each message goes under its own field.
          const fields = fieldErrors(error) ?? {}
          if (fields.email || fields.username) form.setErrors({ email: fields.email, username: fields.username })
          else setFailure(t`The account could not be created. Please try again.`)
        },
      },
    )
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Create an account`}>
      {failure && (
        <TintedAlert severity="error" sx={{ mb: 2 }}>
          {failure}
        </TintedAlert>
      )}
      <TextField
        fullWidth
        autoFocus
        label={t`Username`}
        autoComplete="username"
        {...form.textField('username')}
        sx={{ mb: 2.5 }}
      />
      <TextField
        fullWidth
        label={t`Email`}
        type="email"
        autoComplete="email"
        {...form.textField('email')}
        sx={{ mb: 2.5 }}
      />
      <PasswordField
        fullWidth
        label={t`Password`}
        autoComplete="new-password"
        {...form.textField('password')}
        helperText={form.errors.password ?? t`At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <FormControl error={!!form.errors.terms} sx={{ display: 'block', my: 1.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.values.terms}
              onChange={(e) => form.setValue('terms', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': form.errors.terms ? 'register-terms-error' : undefined } }}
            />
          }
          label={
            <Typography variant="body2">
              <Trans>I agree to the privacy policy & terms</Trans>
            </Typography>
          }
        />
        {form.errors.terms && (
          <FormHelperText id="register-terms-error" sx={{ mt: -0.5 }}>
            {form.errors.terms}
          </FormHelperText>
        )}
      </FormControl>
      <Button fullWidth size="large" variant="contained" type="submit" loading={register.isPending}>
        <Trans>Sign up</Trans>
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3, color: 'text.secondary' }}>
        <Trans>Already have an account?</Trans>{' '}
        <AppLink to={paths.login}>
          <Trans>Log in instead</Trans>
        </AppLink>
      </Typography>
    </Box>
  )
}
