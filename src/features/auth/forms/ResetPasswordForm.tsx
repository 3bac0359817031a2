import Box from '@mui/material/Box'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { FormFields, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { TintedAlert } from '../components/TintedAlert'
import { authPaths, type AuthVersion } from '../paths'
import { useAuthFields } from './fields'
import { BackToLogin, SubmitButton } from './formParts'
import { useAuthSchemas } from './schemas'

/**
 * Like the forgotten-password page, this has no call behind it (the API has none): it checks the
 * new password, says honestly that nothing was stored, and goes back to the login page.
 */
export function ResetPasswordForm({ version }: { version: AuthVersion }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().reset, { defaultValues: { password: '', confirm: '' } })
  const fields = useAuthFields()
  const onSubmit = form.handleSubmit(() => {
    showToast(t`The new password is valid but was not stored: log in with your usual password.`, {
      variant: 'success',
    })
    void navigate({ to: paths.login })
  })

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Reset password`}>
      <TintedAlert sx={{ mb: 3 }}>
        <Trans>The back end has no password-reset service yet, so a new password here is checked but not saved.</Trans>
      </TintedAlert>
      <FormFields control={form.control} autoFocus fields={[fields.resetPassword, fields.confirmPassword]} sx={{ mb: 2.5 }} />
      <SubmitButton>
        <Trans>Set new password</Trans>
      </SubmitButton>
      <BackToLogin to={paths.login} />
    </Box>
  )
}
