import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { FormAlert, FormCheckbox, FormTextField, PasswordField, showSubmitError, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { afterLoginPath, useLoginMutation } from '@/auth'
import { AppLink } from '../components/AppLink'
import { TintedAlert } from '../components/TintedAlert'
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
  const form = useZodForm(useAuthSchemas().login, { defaultValues: { email: '', password: '', remember: true } })
  const login = useLoginMutation()

  // A wrong pair comes back as a message for the email field ("Email or Password is Invalid").
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ userData }) => {
        showToast(t`Welcome back, ${userData.fullName}!`, { variant: 'success' })
        // The target is a whole path with its search (`redirect` or the user's home), so it goes to history as it is.
        router.history.replace(afterLoginPath(userData, redirect))
      },
      onError: (error) => showSubmitError(form, error, t`The sign-in could not be completed. Please try again.`),
    }),
  )

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Log in`}>
      <DemoAccounts
        onPick={(account) => {
          form.setValue('email', account.email)
          form.setValue('password', account.password)
          form.clearErrors()
        }}
      />
      <FormAlert form={form} as={TintedAlert} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="email"
        fullWidth
        autoFocus
        label={t`Email`}
        type="email"
        autoComplete="email"
        sx={{ mb: 2.5 }}
      />
      <PasswordField control={form.control} name="password" fullWidth label={t`Password`} autoComplete="current-password" />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 1.5 }}>
        <FormCheckbox control={form.control} name="remember" label={t`Remember me`} />
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
