import { useId, type ReactNode } from 'react'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import type { SxProps, Theme } from '@mui/material/styles'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

interface FormCheckboxProps<T extends FieldValues> {
  name: FieldPath<T>
  control: Control<T, unknown, FieldValues>
  label: ReactNode
  sx?: SxProps<Theme>
}

/** A checkbox bound to a boolean field of a kit form; its error shows (and is announced) below it. */
export function FormCheckbox<T extends FieldValues>({ name, control, label, sx }: FormCheckboxProps<T>) {
  const errorId = useId()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
        <FormControl error={Boolean(error)} sx={sx}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                {...field}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
                slotProps={{ input: { ref, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined } }}
              />
            }
          />
          {error && (
            <FormHelperText id={errorId} role="alert" sx={{ mt: -0.5 }}>
              {error.message}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  )
}
