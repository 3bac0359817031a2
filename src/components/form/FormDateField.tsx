import { useMemo, useState, type ReactNode } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import type { SxProps, Theme } from '@mui/material/styles'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { DateLocalization } from '@/i18n/DateLocalization'

/** How the contract writes a calendar day. */
const DAY_FORMAT = 'YYYY-MM-DD'
/** What the field holds while the typed date is not a date (31/02): no day, so the schema refuses it. */
const NOT_A_DAY = 'invalid'

interface FormDateFieldProps<T extends FieldValues> {
  /** A field holding a day as the contract writes it ("2026-03-15"), '' for none. */
  name: FieldPath<T>
  control: Control<T, unknown, FieldValues>
  label: ReactNode
  helperText?: ReactNode
  /** The earliest and latest day offered, as "YYYY-MM-DD". */
  minDay?: string
  maxDay?: string
  required?: boolean
  fullWidth?: boolean
  sx?: SxProps<Theme>
}

/**
 * A date picker bound to one field of a kit form, in the active language (month names, the order of
 * day and month, the first day of the week): it brings its own `DateLocalization`. The form holds the
 * day as text, as the contract's schemas expect; its error shows under the field and is announced.
 */
export function FormDateField<T extends FieldValues>({ name, control, label, helperText, minDay, maxDay, required, fullWidth, sx }: FormDateFieldProps<T>) {
  return (
    <DateLocalization>
      <Controller
        name={name}
        control={control}
        render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
          <DayPicker
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            name={name}
            label={label}
            error={error?.message}
            helperText={helperText}
            minDay={minDay}
            maxDay={maxDay}
            required={required}
            fullWidth={fullWidth}
            sx={sx}
          />
        )}
      />
    </DateLocalization>
  )
}

interface DayPickerProps {
  value: string
  onChange: (day: string) => void
  onBlur: () => void
  inputRef: (element: HTMLInputElement | null) => void
  name: string
  label: ReactNode
  error: string | undefined
  helperText: ReactNode
  minDay?: string
  maxDay?: string
  required?: boolean
  fullWidth?: boolean
  sx?: SxProps<Theme>
}

function DayPicker({ value, onChange, onBlur, inputRef, name, label, error, helperText, minDay, maxDay, required, fullWidth, sx }: DayPickerProps) {
  // The picker resets what is being typed whenever it is handed a new object: the date it gave
  // (complete or not) goes back to it as it was, and a new object only for a value set from outside.
  const [given, setGiven] = useState<{ day: string; date: Dayjs | null } | null>(null)
  const date = useMemo(() => (given?.day === value ? given.date : value ? dayjs(value) : null), [given, value])
  const min = useMemo(() => (minDay ? dayjs(minDay) : undefined), [minDay])
  const max = useMemo(() => (maxDay ? dayjs(maxDay) : undefined), [maxDay])
  return (
    <DatePicker
      value={date}
      onChange={(next) => {
        const day = next === null ? '' : next.isValid() ? next.format(DAY_FORMAT) : NOT_A_DAY
        setGiven({ day, date: next })
        onChange(day)
      }}
      onClose={onBlur}
      inputRef={inputRef}
      name={name}
      label={label}
      minDate={min}
      maxDate={max}
      sx={sx}
      slotProps={{
        textField: {
          onBlur,
          required,
          fullWidth,
          error: Boolean(error),
          helperText: error ?? helperText,
          slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
        },
      }}
    />
  )
}
