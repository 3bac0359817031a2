import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import type { Control, FieldValues } from 'react-hook-form'
import { FormTextField, type FormTextFieldProps } from './FormTextField'
import { PasswordField } from './PasswordField'

/** One field of `<FormFields>`: a text field's props, or with `password` a password field's. */
export type FormFieldSpec<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control'> & { password?: boolean }

interface FormFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>
  fields: readonly NoInfer<FormFieldSpec<T>>[]
  /** Focuses the first field, for a page whose only task is this form. */
  autoFocus?: boolean
  sx?: SxProps<Theme>
}

/**
 * A form's fields as a list, full width and evenly spaced, so forms that ask for the same things
 * describe each field once (label, autocomplete hint) and list which ones they ask for.
 */
export function FormFields<T extends FieldValues>({ control, fields, autoFocus, sx }: FormFieldsProps<T>) {
  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', gap: 2.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {fields.map(({ password, ...field }, index) => {
        const Field = password ? PasswordField : FormTextField
        return <Field key={field.name} control={control} fullWidth autoFocus={autoFocus && index === 0} {...field} />
      })}
    </Box>
  )
}
