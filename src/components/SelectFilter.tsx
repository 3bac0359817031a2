import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'

export interface SelectFilterOption<V extends string | number> {
  value: V
  label: string
}

interface SelectFilterProps<V extends string | number> {
  /** The field's label, which also names it ("Role"). */
  label: string
  /** The first choice, which filters nothing ("All roles"). */
  allLabel: string
  options: readonly SelectFilterOption<V>[]
  value: V | undefined
  onChange: (value: V | undefined) => void
}

/** A list filter as a small select: one of `options`, or none ("All …", shown as the field's value), which hands on `undefined`. */
export function SelectFilter<V extends string | number>({ label, allLabel, options, value, onChange }: SelectFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      // MUI hands the chosen option's value back as it was given; '' is the "All" choice.
      onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as unknown as V))}
      // "All …" shows in the field, so an unfiltered list says so rather than looking empty.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
