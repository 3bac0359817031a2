import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { AccountSettings } from '@/api/contract/accountSettings'
import { FormAlert, FormFields } from '@/components/form'
import { saveTab } from '../queries'
import { useAccountSchemas } from '../schemas'
import { useTabForm } from '../useTabForm'
import { AvatarPicker } from './AvatarPicker'
import { TWO_COLUMNS } from './layout'
import { TabActions } from './TabActions'

/** The account itself (picture, username, name, email) and the company. */
export function GeneralTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui()
  const { form, onSubmit, saving, reset } = useTabForm({
    schema: useAccountSchemas().general,
    saved: settings.general,
    save: saveTab.general,
    valuesOf: (saved) => saved.general,
  })
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`General`}>
      <AvatarPicker form={form} />
      <FormAlert form={form} sx={{ mb: 2.5 }} />
      <FormFields
        control={form.control}
        sx={TWO_COLUMNS}
        fields={[
          { name: 'username', label: t`Username`, autoComplete: 'username' },
          { name: 'fullName', label: t`Full name`, autoComplete: 'name' },
          { name: 'email', label: t`Email`, type: 'email', autoComplete: 'email' },
          { name: 'company', label: t`Company`, autoComplete: 'organization' },
        ]}
      />
      <TabActions control={form.control} saving={saving} onCancel={reset} />
    </Box>
  )
}
