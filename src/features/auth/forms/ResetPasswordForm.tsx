import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { PasswordField, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { AppLink } from '../components/AppLink'
import { TintedAlert } from '../components/TintedAlert'
import { authPaths, type AuthVersion } from '../paths'
import { MIN_PASSWORD_LENGTH, useAuthSchemas } from './schemas'

/**
 * Like the forgotten-password page, this has no call behind it in the demo back end: it checks the
 * new password, says honestly that nothing was stored, and goes back to the login page.
 */
export function ResetPasswordForm({ version }: { version: AuthVersion }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().reset, { defaultValues: { password: '', confirm: '' } })
  const onSubmit = form.handleSubmit(() => {
    showToast(t`The new password is valid. In this demo it is not stored: log in with your usual password.`, {
      variant: 'success',
    })
    void navigate({ to: paths.login })
  })

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Reset password`}>
      <TintedAlert sx={{ mb: 3 }}>
        <Trans>The demo back end has no password-reset call, so a new password here is checked but not saved.</Trans>
      </TintedAlert>
      <PasswordField
        control={form.control}
        name="password"
        fullWidth
        autoFocus
        label={t`New password`}
        autoComplete="new-password"
        helperText={t`At least ${MIN_PASSWORD_LENGTH} characters`}
        sx={{ mb: 2.5 }}
      />
      <PasswordField
        control={form.control}
        name="confirm"
        fullWidth
        label={t`Confirm password`}
        autoComplete="new-password"
        sx={{ mb: 2.5 }}
      />
      <Button fullWidth size="large" variant="contained" type="submit">
        <Trans>Set new password</Trans>
      </Button>
      <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
        <AppLink to={paths.login} sx={{ display: 'inline-flex', alignItems: 'center' }}>
          <ChevronLeft fontSize="small" sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          <Trans>Back to login</Trans>
        </AppLink>
      </Typography>
    </Box>
  )
}
