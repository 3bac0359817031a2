import { useMemo, useState, type ReactNode } from 'react'
import type { SxProps, Theme } from '@mui/material/styles'
import type { Dayjs } from 'dayjs'

/** What a date field holds while the typed date is not a date (31/02): no date, so the form's schema refuses it. */
export const NOT_A_DATE = 'invalid'

interface HeldDate {
  /** What the form holds: text as the contract writes it, '' for none. */
  value: string
  /** Hands the form what it will hold. */
  onChange: (held: string) => void
  /** The date a held value stands for (never '' or NOT_A_DATE). Stable (a module function, or memoised), as it is a memo's input. */
  read: (held: string) => Dayjs
  /** What the form holds for a valid date the picker gave. */
  write: (date: Dayjs) => string
}

/**
 * A date picker's value for a form field held as text, and its change. The picker resets what is being typed
 * whenever it is handed a new object: the date it gave (complete or not) goes back to it as it was, and a
 * new object is read from the form only for a value set from outside (a reset, another field's change).
 */
export function useHeldDate({ value, onChange, read, write }: HeldDate): { date: Dayjs | null; change: (next: Dayjs | null) => void } {
  const [given, setGiven] = useState<{ held: string; date: Dayjs | null } | null>(null)
  const date = useMemo(() => (given?.held === value ? given.date : value === '' || value === NOT_A_DATE ? null : read(value)), [given, value, read])
  const change = (next: Dayjs | null) => {
    const held = next === null ? '' : next.isValid() ? write(next) : NOT_A_DATE
    setGiven({ held, date: next })
    onChange(held)
  }
  return { date, change }
}

interface PickerTextField {
  onBlur: () => void
  required?: boolean
  fullWidth?: boolean
  error: string | undefined
  helperText?: ReactNode
}

/** The text field of a kit picker: its error in place of the helper text, announced when it comes. */
export function pickerTextField({ onBlur, required, fullWidth, error, helperText }: PickerTextField) {
  return {
    onBlur,
    required,
    fullWidth,
    error: Boolean(error),
    helperText: error ?? helperText,
    slotProps: { formHelperText: { role: error ? 'alert' : undefined } },
  }
}

/** What a form's date picker is handed by its Controller and its field: the same for a day and for a moment. */
export interface HeldPickerProps {
  value: string
  onChange: (held: string) => void
  onBlur: () => void
  inputRef: (element: HTMLInputElement | null) => void
  name: string
  label: ReactNode
  error: string | undefined
  helperText: ReactNode
  required?: boolean
  fullWidth?: boolean
  sx?: SxProps<Theme>
}
