import Box from '@mui/material/Box'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/api'
import { changePassword, MIN_NEW_PASSWORD_LENGTH } from '@/api/contract/accountSettings'
import { FormAlert, FormFields, showSubmitError, useZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { useAccountSchemas } from '../schemas'
import { TWO_COLUMNS } from './layout'
import { TabActions } from './TabActions'

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' }

/** A new password for the account; the current one must be given. The fields empty once it is changed. */
export function SecurityTab() {
  const { t } = useLingui()
  const form = useZodForm(useAccountSchemas().password, { defaultValues: EMPTY })
  const save = useMutation({ mutationFn: (body: typeof EMPTY) => api(changePassword, { body }) })
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: () => {
        form.reset(EMPTY)
        showToast(t`Your password has been changed.`, { variant: 'success' })
      },
      onError: (error) => showSubmitError(form, error, t`The password could not be changed. Please try again.`),
    }),
  )
  // Named so the message is the one the auth forms already have: "1 character" but "8 characters".
  const minimum = MIN_NEW_PASSWORD_LENGTH
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Change password`}>
      <FormAlert form={form} sx={{ mb: 2.5 }} />
      <FormFields
        control={form.control}
        sx={{ ...TWO_COLUMNS, mb: 2.5 }}
        fields={[{ name: 'currentPassword', password: true, label: t`Current password`, autoComplete: 'current-password' }]}
      />
      <FormFields
        control={form.control}
        sx={TWO_COLUMNS}
        fields={[
          {
            name: 'newPassword',
            password: true,
            label: t`New password`,
            autoComplete: 'new-password',
            helperText: plural(minimum, { one: 'At least # character', other: 'At least # characters' }),
          },
          { name: 'confirmPassword', password: true, label: t`Confirm password`, autoComplete: 'new-password' },
        ]}
      />
      <TabActions control={form.control} saving={save.isPending} onCancel={() => form.reset(EMPTY)} />
    </Box>
  )
}
