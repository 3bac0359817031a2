import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { FormAlert, FormCheckbox, FormFields, showSubmitError, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { afterLoginPath } from '@/auth/home'
import { useLoginMutation } from '@/auth/queries'
import { rememberedEmail, rememberedPage } from '@/auth/remembered'
import { AppLink } from '../components/AppLink'
import { TintedAlert } from '../components/TintedAlert'
import { authPaths, type AuthVersion } from '../paths'
import { DemoAccounts } from '../demo/DemoAccounts'
import { useAuthFields } from './fields'
import { FormFootnote, SubmitButton } from './formParts'
import { useAuthSchemas } from './schemas'

interface LoginFormProps {
  version: AuthVersion
  /** Where to go after logging in (already checked to be a path of this app); else the user's home. */
  redirect?: string
  /** The session ended for lack of activity: say so above the form. */
  expired?: boolean
}

export function LoginForm({ version, redirect, expired = false }: LoginFormProps) {
  const { t } = useLingui()
  const router = useRouter()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().login, { defaultValues: { email: rememberedEmail() ?? '', password: '', remember: true } })
  const login = useLoginMutation()
  const fields = useAuthFields()

  // A wrong pair comes back as a message for the email field ("Email or Password is Invalid").
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ userData }) => {
        showToast(t`Welcome back, ${userData.fullName}!`, { variant: 'success' })
        // The target is a whole path with its search (`redirect` or the user's home), so it goes to history as it is.
        // With "Remember me", a sign-in that names no page of its own opens the one the user was last on.
        router.history.replace(afterLoginPath(userData, rememberedPage(userData.email, redirect)))
      },
      onError: (error) => showSubmitError(form, error, t`The sign-in could not be completed. Please try again.`),
    }),
  )

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Log in`}>
      {/* The accounts the mock back end is seeded with; a real back end has its own. */}
      {import.meta.env.VITE_API_MOCK !== 'false' && (
        <DemoAccounts
          onPick={(account) => {
            form.setValue('email', account.email)
            form.setValue('password', account.password)
            form.clearErrors()
          }}
        />
      )}
      {expired && (
        <TintedAlert severity="warning" data-testid="session-expired" sx={{ mb: 2 }}>
          <Trans>Your session ended after 10 minutes without activity. Sign in again to go back to where you were.</Trans>
        </TintedAlert>
      )}
      <FormAlert form={form} as={TintedAlert} sx={{ mb: 2 }} />
      <FormFields control={form.control} autoFocus fields={[fields.email, fields.password]} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 1.5 }}>
        <FormCheckbox control={form.control} name="remember" label={t`Remember me`} />
        <AppLink to={paths.forgot} variant="body2">
          <Trans>Forgot password?</Trans>
        </AppLink>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="session-note">
        <Trans>
          A session ends after 10 minutes without activity. “Remember me” keeps your email on this device and brings you back to the page
          you were on.
        </Trans>
      </Typography>
      <SubmitButton loading={login.isPending}>
        <Trans>Log in</Trans>
      </SubmitButton>
      <FormFootnote question={<Trans>New on our platform?</Trans>} to={paths.register} link={<Trans>Create an account</Trans>} />
    </Box>
  )
}
