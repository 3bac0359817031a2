import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import { useLingui } from '@lingui/react/macro'
import { range, sameValue, type NumberRange } from '@/lib/readers'

interface RangeFilterProps {
  /** What the range is of ("Salary"); it names the group and both fields. */
  label: string
  /** The lowest value the list holds: a `from` at or below it bounds nothing. */
  min?: number
  /** The highest value the list holds: a `to` at or above it bounds nothing. */
  max?: number
  step?: number
  /** Whole numbers only: what is typed is rounded. */
  integer?: boolean
  /** The range in force (from the URL: a `range` reader); `{}` bounds nothing. */
  value: NumberRange
  /** Called with the new range when a field is left or Enter is pressed, only when it changed. */
  onChange: (value: NumberRange) => void
}

const show = (bound: number | undefined) => (bound === undefined ? '' : String(bound))

/**
 * A list filter for a span of numbers (a salary, a total): two number fields, from and to, either
 * left empty for an open end. What is typed is handed on when the field is left or Enter is pressed
 * (one request per range, not per digit), read as the address will read it, by `range` of
 * `@/lib/readers`: bounds the wrong way round are swapped, bounds past `min` or `max` brought back.
 */
export function RangeFilter({ label, min, max, step, integer = false, value, onChange }: RangeFilterProps) {
  const { t } = useLingui()
  const read = useMemo(() => range({ min, max, integer }), [min, max, integer])
  const [from, setFrom] = useState(show(value.from))
  const [to, setTo] = useState(show(value.to))
  const [outside, setOutside] = useState(value)
  // The last range handed on: Enter then leaving the field hands it on once, not twice.
  const [handedOver, setHandedOver] = useState(value)

  // State adjusted while rendering: the fields follow a range that changed from outside (back/forward, "Clear").
  // Only the end that changed: the other field may hold what is being typed (the range arrives after the
  // first field was left, while the second is being filled).
  if (!sameValue(value, outside)) {
    setOutside(value)
    setHandedOver(value)
    if (value.from !== outside.from) setFrom(show(value.from))
    if (value.to !== outside.to) setTo(show(value.to))
  }

  const commit = () => {
    const next = read({ from, to })
    // What the fields show is what is in force: a swapped or bounded range shows as read.
    setFrom(show(next.from))
    setTo(show(next.to))
    if (sameValue(next, handedOver)) return
    setHandedOver(next)
    onChange(next)
  }

  const field = (name: string, text: string, setText: (text: string) => void) => (
    <TextField
      type="number"
      size="small"
      label={name}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit()
      }}
      slotProps={{ htmlInput: { min, max, step: step ?? (integer ? 1 : 'any'), inputMode: integer ? 'numeric' : 'decimal' } }}
      sx={{ width: { xs: '50%', sm: 120 } }}
    />
  )

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
      {field(t`${label} from`, from, setFrom)}
      {field(t`${label} to`, to, setTo)}
    </Box>
  )
}
