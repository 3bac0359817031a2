import { useMemo, useState } from 'react'
import dayjs, { type Dayjs } from 'dayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { Controller, type Control, type FieldValues } from 'react-hook-form'
import type { EventFormValues } from './eventForm'

/** What the field holds while the typed date is not a date (31/02): no time, so the form refuses it. */
const NOT_A_TIME = 'invalid'

interface EventTimeFieldProps {
  name: 'start' | 'end'
  control: Control<EventFormValues, unknown, FieldValues>
  label: string
  /** A date only (All day), or a date and a time. */
  allDay: boolean
}

/**
 * The start or the end of an event: a date and time picker, or a date picker for an all-day event,
 * in the active language (the drawer is inside `DateLocalization`). The form holds the time with the
 * user's offset; an all-day end is held as the midnight after the last day, and shown as that last day.
 */
export function EventTimeField({ name, control, label, allDay }: EventTimeFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState: { error } }) => (
        <MomentPicker
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          name={name}
          label={label}
          error={error?.message}
          allDay={allDay}
          lastDayOf={name === 'end' && allDay}
        />
      )}
    />
  )
}

interface MomentPickerProps {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  inputRef: (element: HTMLInputElement | null) => void
  name: string
  label: string
  error: string | undefined
  allDay: boolean
  /** Shows the day before the time held: an all-day event's end is the midnight after its last day. */
  lastDayOf: boolean
}

function MomentPicker({ value, onChange, onBlur, inputRef, name, label, error, allDay, lastDayOf }: MomentPickerProps) {
  // The picker resets what is being typed whenever it is handed a new object: the date it gave
  // (complete or not) goes back to it as it was, and a new object only for a value set from outside.
  const [given, setGiven] = useState<{ value: string; date: Dayjs | null } | null>(null)
  const shown = useMemo(() => {
    if (given?.value === value) return given.date
    if (!value || value === NOT_A_TIME) return null
    return lastDayOf ? dayjs(value).subtract(1, 'day') : dayjs(value)
  }, [given, value, lastDayOf])

  const change = (next: Dayjs | null) => {
    let held = ''
    if (next !== null) held = !next.isValid() ? NOT_A_TIME : !allDay ? next.format() : (lastDayOf ? next.startOf('day').add(1, 'day') : next.startOf('day')).format()
    setGiven({ value: held, date: next })
    onChange(held)
  }
  const props = {
    value: shown,
    onChange: change,
    onClose: onBlur,
    inputRef,
    name,
    label,
    slotProps: {
      textField: {
        onBlur,
        required: true,
        fullWidth: true,
        error: Boolean(error),
        helperText: error,
        slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
      },
    },
  }
  return allDay ? <DatePicker {...props} /> : <DateTimePicker {...props} />
}
