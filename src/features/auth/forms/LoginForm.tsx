import { useState, type FormEvent } from 'react'
import { TintedAlert } from '../components/TintedAlert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { showToast } from '@/components/toast'
import { fieldErrors } from '@/api'
import { afterLoginPath, useLoginMutation } from '@/auth'
import { AppLink } from '../components/AppLink'
import { PasswordField } from '../components/PasswordField'
import { useForm } from '../components/useForm'
import { authPaths, type AuthVersion } from '../paths'
import { DemoAccounts } from './DemoAccounts'
import { useAuthSchemas } from './schemas'

interface LoginFormProps {
  version: AuthVersion
  /** Where to go after logging in (already checked to be a path of this app); else the user's home. */
  redirect?: string
}

export function LoginForm({ version, redirect }: LoginFormProps) {
  const { t } = useLingui()
  const router = useRouter()
  const paths = authPaths(version)
  const { login: schema } = useAuthSchemas()
  const form = useForm(schema, { email: '', password: '', remember: true })
  const [failure, setFailure] = useState<string | null>(null)
  const login = useLoginMutation()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const data = form.validate()
    if (!data) return
    login.mutate(
      { email: data.email, password: data.password, remember: data.remember },
      {
        onSuccess: ({ userData }) => {
          showToast(t`Welcome back, ${userData.fullName}!`, { variant: 'success' })
          // The target is a whole path with its search (`redirect` or the user's home), so it goes to history as it is.
          router.history.replace(afterLoginPath(userData, redirect))
        },
        onError: (error) => {
          const fields = fieldErrors(error) ?? {}
          if (fields.email || fields.password) form.setErrors({ email: fields.email, password: fields.password })
          else setFailure(t`The sign-in could not be completed. Please try again.`)
        },
      },
    )
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Log in`}>
      <DemoAccounts
        onPick={(account) => {
          form.setValues((v) => ({ ...v, email: account.email, password: account.password }))
          form.setErrors({})
        }}
      />
      {failure && (
        <TintedAlert severity="error" sx={{ mb: 2 }}>
          {failure}
        </TintedAlert>
      )}
      <TextField
        fullWidth
        autoFocus
        label={t`Email`}
        type="email"
        autoComplete="email"
        {...form.textField('email')}
        sx={{ mb: 2.5 }}
      />
      <PasswordField
        fullWidth
        label={t`Password`}
        autoComplete="current-password"
        {...form.textField('password')}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 1.5 }}>
        <FormControlLabel
          control={<Checkbox checked={form.values.remember} onChange={(e) => form.setValue('remember', e.target.checked)} />}
          label={t`Remember me`}
        />
        <AppLink to={paths.forgot} variant="body2">
          <Trans>Forgot password?</Trans>
        </AppLink>
      </Box>
      <Button fullWidth size="large" variant="contained" type="submit" loading={login.isPending}>
        <Trans>Log in</Trans>
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3, color: 'text.secondary' }}>
        <Trans>New on our platform?</Trans>{' '}
        <AppLink to={paths.register}>
          <Trans>Create an account</Trans>
        </AppLink>
      </Typography>
    </Box>
  )
}
