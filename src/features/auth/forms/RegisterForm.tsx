import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { FormAlert, FormCheckbox, FormTextField, PasswordField, showSubmitError, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { homeFor, useRegisterMutation } from '@/auth'
import { AppLink } from '../components/AppLink'
import { TintedAlert } from '../components/TintedAlert'
import { authPaths, type AuthVersion } from '../paths'
import { MIN_PASSWORD_LENGTH, useAuthSchemas } from './schemas'

export function RegisterForm({ version }: { version: AuthVersion }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().register, { defaultValues: { username: '', email: '', password: '', terms: false } })
  const register = useRegisterMutation()

  // A taken email and a taken username may come back at once: each message goes under its own field.
  const onSubmit = form.handleSubmit(({ terms: _, ...account }) =>
    register.mutate(account, {
      onSuccess: ({ user }) => {
        showToast(t`Welcome aboard, ${user.fullName || user.username}! Your account is ready.`, { variant: 'success' })
        void navigate({ to: homeFor(user), replace: true })
      },
      onError: (error) => showSubmitError(form, error, t`The account could not be created. Please try again.`),
    }),
  )

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Create an account`}>
      <FormAlert form={form} as={TintedAlert} sx={{ mb: 2 }} />
      <FormTextField
        control={form.control}
        name="username"
        fullWidth
        autoFocus
        label={t`Username`}
        autoComplete="username"
        sx={{ mb: 2.5 }}
      />
      <FormTextField
        control={form.control}
        name="email"
        fullWidth
        label={t`Email`}
        type="email"
        autoComplete="email"
        sx={{ mb: 2.5 }}
      />
      <PasswordField
        control={form.control}
        name="password"
        fullWidth
        label={t`Password`}
        autoComplete="new-password"
        helperText={t`At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <FormCheckbox
        control={form.control}
        name="terms"
        label={
          <Typography variant="body2">
            <Trans>I agree to the privacy policy & terms</Trans>
          </Typography>
        }
        sx={{ display: 'block', my: 1.5 }}
      />
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
