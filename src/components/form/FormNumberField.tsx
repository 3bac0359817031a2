import { useState } from 'react'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'type'> & {
  /** A field holding a number. */
  name: FieldPath<T>
  control: Control<T, unknown, FieldValues>
  /** Reads what was typed: undefined when nothing was, NaN when it is no number (the schema refuses both). */
  parse?: (text: string) => number
  /** Writes the form's number for editing; '' for none. */
  format?: (value: number) => string
}

/** A plain decimal as people type it, with a dot or a comma: "12", "7.5", "7,5". */
const parseDecimal = (text: string): number => (/^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN)

/**
 * A text field bound to a number of a kit form (a quantity, a percent, an amount in cents): the form
 * holds the number, the field shows what the user typed. Empty text is `undefined` (so a required
 * number says "required" and a defaulted one takes its default), text that is no number is NaN (so the
 * schema refuses it). Errors show as in `FormTextField`.
 */
export function FormNumberField<T extends FieldValues>({
  name,
  control,
  parse = parseDecimal,
  format = String,
  helperText,
  slotProps,
  ...props
}: FormNumberFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
        <NumberText
          {...props}
          value={typeof value === 'number' ? value : undefined}
          onNumber={onChange}
          onBlur={onBlur}
          inputRef={ref}
          name={name}
          parse={parse}
          format={format}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
          slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal', ...slotProps?.htmlInput }, formHelperText: { role: error ? 'alert' : undefined } }}
        />
      )}
    />
  )
}

type NumberTextProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | undefined
  onNumber: (value: number | undefined) => void
  parse: (text: string) => number
  format: (value: number) => string
}

function NumberText({ value, onNumber, parse, format, ...props }: NumberTextProps) {
  // What the user typed stays as typed ("12.5" is not rewritten "12.50" mid-word) while it still
  // reads as the form's value; a value set from outside (a reset) shows formatted.
  const [typed, setTyped] = useState<{ text: string; value: number | undefined } | null>(null)
  const text = typed && Object.is(typed.value, value) ? typed.text : value === undefined || Number.isNaN(value) ? '' : format(value)
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const next = event.target.value
        const number = next.trim() === '' ? undefined : parse(next.trim())
        setTyped({ text: next, value: number })
        onNumber(number)
      }}
    />
  )
}
