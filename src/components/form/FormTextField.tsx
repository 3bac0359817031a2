import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
  name: FieldPath<T>
  control: Control<T, unknown, FieldValues>
}

/**
 * A MUI text field bound to one field of a kit form. Its error replaces `helperText` (which shows
 * while there is none), marks the input `aria-invalid` and describes it (`aria-describedby`), and
 * is announced as it appears.
 */
export function FormTextField<T extends FieldValues>({ name, control, helperText, slotProps, ...props }: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, ...field }, fieldState: { error } }) => (
        <TextField
          {...props}
          {...field}
          value={value ?? ''}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
          slotProps={{ ...slotProps, formHelperText: { role: error ? 'alert' : undefined } }}
        />
      )}
    />
  )
}
