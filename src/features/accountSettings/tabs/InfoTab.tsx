import Box from '@mui/material/Box'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { MAX_BIO_LENGTH, type AccountSettings } from '@/api/contract/accountSettings'
import { FormAlert, FormFields } from '@/components/form'
import { saveTab } from '../queries'
import { useAccountSchemas } from '../schemas'
import { useTabForm } from '../useTabForm'
import { TWO_COLUMNS } from './layout'
import { TabActions } from './TabActions'

/** About the person: bio, birth date, country, website, phone. */
export function InfoTab({ settings }: { settings: AccountSettings }) {
  const { t } = useLingui()
  const { form, onSubmit, saving, reset } = useTabForm({
    schema: useAccountSchemas().info,
    saved: settings.info,
    save: saveTab.info,
    valuesOf: (saved) => saved.info,
  })
  // A count in a sentence takes its language's plural forms ("1 character", "500 characters").
  const maximum = MAX_BIO_LENGTH
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Information`}>
      <FormAlert form={form} sx={{ mb: 2.5 }} />
      <FormFields
        control={form.control}
        sx={{ mb: 2.5 }}
        fields={[
          {
            name: 'bio',
            label: t`Bio`,
            multiline: true,
            minRows: 3,
            helperText: plural(maximum, { one: 'At most # character', other: 'At most # characters' }),
          },
        ]}
      />
      <FormFields
        control={form.control}
        sx={TWO_COLUMNS}
        fields={[
          // A date field's label stays above it: the field shows its own placeholder (dd/mm/yyyy).
          { name: 'dob', label: t`Birth date`, type: 'date', slotProps: { inputLabel: { shrink: true } } },
          { name: 'country', label: t`Country`, autoComplete: 'country-name' },
          { name: 'website', label: t`Website`, type: 'url', autoComplete: 'url', placeholder: 'https://' },
          { name: 'phone', label: t`Phone`, type: 'tel', autoComplete: 'tel' },
        ]}
      />
      <TabActions control={form.control} saving={saving} onCancel={reset} />
    </Box>
  )
}
