import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Trans } from '@lingui/react/macro'
import { useFormState, type Control, type FieldValues } from 'react-hook-form'

/** The foot of a settings tab: Save, and Cancel, which brings back what is saved (only once something changed). */
export function TabActions<T extends FieldValues>({ control, saving, onCancel }: { control: Control<T, unknown, FieldValues>; saving: boolean; onCancel: () => void }) {
  const { isDirty } = useFormState({ control })
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      <Button type="submit" variant="contained" loading={saving}>
        <Trans>Save changes</Trans>
      </Button>
      <Button type="button" variant="outlined" color="secondary" disabled={!isDirty || saving} onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </Box>
  )
}
