import { useMemo, type ReactNode } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import type { SxProps, Theme } from '@mui/material/styles'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { DateLocalization } from '@/i18n/DateLocalization'
import { pickerTextField, useHeldDate, type HeldPickerProps } from './heldDate'

/** How the contract writes a calendar day. */
const DAY_FORMAT = 'YYYY-MM-DD'

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
 * For a day and a time (or an all-day span), `FormDateTimeField`.
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

interface DayPickerProps extends HeldPickerProps {
  minDay?: string
  maxDay?: string
}

const readDay = (day: string) => dayjs(day)
const writeDay = (date: Dayjs) => date.format(DAY_FORMAT)

function DayPicker({ value, onChange, onBlur, inputRef, name, label, error, helperText, minDay, maxDay, required, fullWidth, sx }: DayPickerProps) {
  const { date, change } = useHeldDate({ value, onChange, read: readDay, write: writeDay })
  const min = useMemo(() => (minDay ? dayjs(minDay) : undefined), [minDay])
  const max = useMemo(() => (maxDay ? dayjs(maxDay) : undefined), [maxDay])
  return (
    <DatePicker
      value={date}
      onChange={change}
      onClose={onBlur}
      inputRef={inputRef}
      name={name}
      label={label}
      minDate={min}
      maxDate={max}
      sx={sx}
      slotProps={{ textField: pickerTextField({ onBlur, required, fullWidth, error, helperText }) }}
    />
  )
}
