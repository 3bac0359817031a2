import { useLayoutEffect, useRef } from 'react'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { Controller, type Control, type ControllerRenderProps, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form'
import { caretAfterDigits, digitsBefore } from '../cardFormat'

type OwnProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
  /** Writes what was typed the field's way ("4242424" as "4242 424"). */
  format: (typed: string) => string
}

type FormattedFieldProps<T extends FieldValues> = OwnProps & {
  name: FieldPath<T>
  control: Control<T, unknown, FieldValues>
}

/**
 * A text field of a kit form that writes what is typed its own way as it is typed (a card number in
 * groups of four), keeping the caret after the digit it was after. Its error shows and is announced
 * as the kit's FormTextField does.
 */
export function FormattedField<T extends FieldValues>({ name, control, ...props }: FormattedFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      // The input needs the field's value and handlers only, whatever the form's type.
      render={({ field, fieldState: { error } }) => <FormattedInput {...props} field={field as unknown as ControllerRenderProps} error={error} />}
    />
  )
}

interface FormattedInputProps extends OwnProps {
  field: ControllerRenderProps<FieldValues, string>
  error: FieldError | undefined
}

function FormattedInput({ field: { ref, value, onChange, ...field }, error, format, helperText, slotProps, ...props }: FormattedInputProps) {
  const input = useRef<HTMLInputElement | null>(null)
  // Where the caret goes once the formatted value is on screen.
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return
    input.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })
  return (
    <TextField
      {...props}
      {...field}
      value={(value as string | undefined) ?? ''}
      inputRef={(element: HTMLInputElement | null) => {
        input.current = element
        ref(element)
      }}
      onChange={(event) => {
        const typed = event.target.value
        const at = event.target.selectionStart ?? typed.length
        const formatted = format(typed)
        // Typing at the end stays at the end (after a space or slash the format added); elsewhere, after the same digit.
        caret.current = at >= typed.length ? formatted.length : caretAfterDigits(formatted, digitsBefore(typed, at))
        onChange(formatted)
      }}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      slotProps={{ ...slotProps, formHelperText: { role: error ? 'alert' : undefined } }}
    />
  )
}
