import Box from '@mui/material/Box'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { FormAlert, FormCheckbox, FormFields, showSubmitError, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { afterLoginPath, useLoginMutation } from '@/auth'
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
}

export function LoginForm({ version, redirect }: LoginFormProps) {
  const { t } = useLingui()
  const router = useRouter()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().login, { defaultValues: { email: '', password: '', remember: true } })
  const login = useLoginMutation()
  const fields = useAuthFields()

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
      <FormAlert form={form} as={TintedAlert} sx={{ mb: 2 }} />
      <FormFields control={form.control} autoFocus fields={[fields.email, fields.password]} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 1.5 }}>
        <FormCheckbox control={form.control} name="remember" label={t`Remember me`} />
        <AppLink to={paths.forgot} variant="body2">
          <Trans>Forgot password?</Trans>
        </AppLink>
      </Box>
      <SubmitButton loading={login.isPending}>
        <Trans>Log in</Trans>
      </SubmitButton>
      <FormFootnote question={<Trans>New on our platform?</Trans>} to={paths.register} link={<Trans>Create an account</Trans>} />
    </Box>
  )
}
