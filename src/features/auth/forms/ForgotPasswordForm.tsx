import { useState } from 'react'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormFields, useZodForm } from '@/components/form'
import { AppLink } from '../components/AppLink'
import { TintedAlert } from '../components/TintedAlert'
import { authPaths, type AuthVersion } from '../paths'
import { useAuthFields } from './fields'
import { BackToLogin, SubmitButton } from './formParts'
import { useAuthSchemas } from './schemas'

/**
 * The API has no password-reset call (src/api/contract lists none), so nothing is sent, with the
 * mock or a real back end. The form checks the address, says plainly that no mail went out, and
 * lets the visitor walk on to the reset page to see the rest of the flow.
 */
export function ForgotPasswordForm({ version }: { version: AuthVersion }) {
  const { t } = useLingui()
  const paths = authPaths(version)
  const form = useZodForm(useAuthSchemas().forgot, { defaultValues: { email: '' } })
  const fields = useAuthFields()
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null)
  const onSubmit = form.handleSubmit(({ email }) => setCheckedEmail(email))

  return (
    <Box>
      {checkedEmail ? (
        <TintedAlert sx={{ mb: 3 }} data-testid="forgot-password-notice">
          <AlertTitle>
            <Trans>No email was sent</Trans>
          </AlertTitle>
          <Trans>
            A link to reset the password would be emailed to <b>{checkedEmail}</b>, but the back end has no
            password-reset service yet. You can continue to the reset page directly.
          </Trans>
          <Box sx={{ mt: 1.5 }}>
            <Button component={AppLink} to={paths.reset} variant="outlined" size="small" color="info">
              <Trans>Continue to reset password</Trans>
            </Button>
          </Box>
        </TintedAlert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Forgot password`}>
          <FormFields control={form.control} autoFocus fields={[fields.email]} sx={{ mb: 2.5 }} />
          <SubmitButton>
            <Trans>Continue</Trans>
          </SubmitButton>
        </Box>
      )}
      <BackToLogin to={paths.login} />
    </Box>
  )
}
