import { useCallback, type ReactNode } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import type { SxProps, Theme } from '@mui/material/styles'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { DateLocalization } from '@/i18n/DateLocalization'
import { pickerTextField, useHeldDate, type HeldPickerProps } from './heldDate'

interface FormDateTimeFieldProps<T extends FieldValues> {
  /** A field holding a moment with the user's offset ("2026-03-15T09:30:00+01:00"), '' for none. */
  name: FieldPath<T>
  control: Control<T, unknown, FieldValues>
  label: ReactNode
  helperText?: ReactNode
  /** A day only: the field holds the midnight that starts it (the user's). */
  allDay?: boolean
  /**
   * With allDay, the end of a span of whole days: the field holds the midnight after the day shown, so a
   * span of one day ends where the next begins (as calendars store an all-day event).
   */
  spanEnd?: boolean
  required?: boolean
  fullWidth?: boolean
  sx?: SxProps<Theme>
}

/**
 * A date and time picker bound to one field of a kit form, or a date picker for a whole day (`allDay`), in
 * the active language (it brings its own `DateLocalization`). The form holds the moment as text with the
 * user's offset, as the contract's schemas expect; its error shows under the field and is announced. For a
 * calendar day held as "YYYY-MM-DD", `FormDateField`.
 */
export function FormDateTimeField<T extends FieldValues>({ name, control, label, helperText, allDay = false, spanEnd = false, required, fullWidth, sx }: FormDateTimeFieldProps<T>) {
  return (
    <DateLocalization>
      <Controller
        name={name}
        control={control}
        render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
          <MomentPicker
            value={typeof value === 'string' ? value : ''}
            onChange={onChange}
            onBlur={onBlur}
            inputRef={ref}
            name={name}
            label={label}
            error={error?.message}
            helperText={helperText}
            allDay={allDay}
            dayBefore={allDay && spanEnd}
            required={required}
            fullWidth={fullWidth}
            sx={sx}
          />
        )}
      />
    </DateLocalization>
  )
}

interface MomentPickerProps extends HeldPickerProps {
  allDay: boolean
  /** Shows the day before the moment held: the end of a span of whole days is the midnight after its last day. */
  dayBefore: boolean
}

function MomentPicker({ value, onChange, onBlur, inputRef, name, label, error, helperText, allDay, dayBefore, required, fullWidth, sx }: MomentPickerProps) {
  const read = useCallback((held: string) => (dayBefore ? dayjs(held).subtract(1, 'day') : dayjs(held)), [dayBefore])
  const write = (date: Dayjs) => (!allDay ? date : dayBefore ? date.startOf('day').add(1, 'day') : date.startOf('day')).format()
  const { date, change } = useHeldDate({ value, onChange, read, write })
  const props = {
    value: date,
    onChange: change,
    onClose: onBlur,
    inputRef,
    name,
    label,
    sx,
    slotProps: { textField: pickerTextField({ onBlur, required, fullWidth, error, helperText }) },
  }
  return allDay ? <DatePicker {...props} /> : <DateTimePicker {...props} />
}
