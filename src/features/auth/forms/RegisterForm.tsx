import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { FormAlert, FormCheckbox, FormFields, showSubmitError, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { homeFor } from '@/auth/home'
import { useRegisterMutation } from '@/auth/queries'
import { TintedAlert } from '../components/TintedAlert'
import { authPaths, type AuthVersion } from '../paths'
import { useAuthFields } from './fields'
import { FormFootnote, SubmitButton } from './formParts'
import { useAuthSchemas } from './schemas'

export function RegisterForm({ version }: { version: AuthVersion }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().register, { defaultValues: { username: '', email: '', password: '', terms: false } })
  const register = useRegisterMutation()
  const fields = useAuthFields()

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
      <FormFields control={form.control} autoFocus fields={[fields.username, fields.email, fields.newPassword]} />
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
      <SubmitButton loading={register.isPending}>
        <Trans>Sign up</Trans>
      </SubmitButton>
      <FormFootnote question={<Trans>Already have an account?</Trans>} to={paths.login} link={<Trans>Log in instead</Trans>} />
    </Box>
  )
}
