import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { STATUSES } from '../shared/status'

/** Narrows the rows to one status; "All" sends none. */
export function StatusFilter({ value, onChange }: { value: number | undefined; onChange: (status: number | undefined) => void }) {
  const { t, i18n } = useLingui()
  return (
    <TextField
      select
      size="small"
      label={t`Status`}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ width: { xs: '100%', sm: 180 } }}
    >
      <MenuItem value="">{t`All statuses`}</MenuItem>
      {STATUSES.map((status) => (
        <MenuItem key={status.value} value={status.value}>
          {i18n._(status.label)}
        </MenuItem>
      ))}
    </TextField>
  )
}
