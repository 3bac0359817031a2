import { useEffect, useEffectEvent, useState, type InputHTMLAttributes } from 'react'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputBase from '@mui/material/InputBase'
import TextField from '@mui/material/TextField'
import type { SxProps, Theme } from '@mui/material/styles'
import Close from '@mui/icons-material/Close'
import Search from '@mui/icons-material/Search'
import { useLingui } from '@lingui/react/macro'

/**
 * Text typed into a field, handed on `delay` ms after the last keystroke and trimmed: one request per
 * word, not per letter, and spaces alone are no search. When `value` changes from outside (the
 * address bar: back/forward, another folder) the field shows it; when the change is only its own
 * hand-over coming back, it does not, since the user may have typed on (a trailing space included).
 */
function useDebouncedText(value: string, onCommit: (text: string) => void, delay: number) {
  const [text, setText] = useState(value)
  const [handedOver, setHandedOver] = useState(value)
  const [outside, setOutside] = useState(value)

  // State adjusted while rendering: React's way of following a prop that changed.
  if (value !== outside) {
    setOutside(value)
    if (value !== handedOver) {
      setText(value)
      setHandedOver(value)
    }
  }

  // An effect event: the parent's new `onCommit` on every render must not restart the wait.
  const handOver = useEffectEvent((next: string) => {
    setHandedOver(next)
    onCommit(next)
  })

  const next = text.trim()
  useEffect(() => {
    if (next === handedOver) return
    const timer = setTimeout(() => handOver(next), delay)
    return () => clearTimeout(timer)
  }, [next, handedOver, delay])

  return [text, setText] as const
}

interface SearchFieldProps {
  /** The search in force (from the URL); the field follows it when it changes from outside. */
  value: string
  /** Called with the trimmed text, `delay` ms after the last keystroke. */
  onChange: (q: string) => void
  /** The field's accessible name. */
  label: string
  placeholder?: string
  delay?: number
  autoFocus?: boolean
  fullWidth?: boolean
  size?: 'small' | 'medium'
  /** `plain`: no border, for a bar that is itself the field's frame (a mail list's top bar). */
  variant?: 'outlined' | 'plain'
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>
  sx?: SxProps<Theme>
}

// The browser's own clear button would double ours.
const NO_NATIVE_CLEAR = { '& input::-webkit-search-cancel-button': { display: 'none' } }

/** A search box with a search icon and a clear button that hands its text on once typing pauses. */
export function SearchField({
  value,
  onChange,
  label,
  placeholder = label,
  delay = 300,
  autoFocus,
  fullWidth,
  size = 'small',
  variant = 'outlined',
  inputProps,
  sx,
}: SearchFieldProps) {
  const { t } = useLingui()
  const [text, setText] = useDebouncedText(value, onChange, delay)
  const sxList = [NO_NATIVE_CLEAR, ...(Array.isArray(sx) ? sx : [sx])]

  const start = (
    <InputAdornment position="start">
      <Search fontSize={size} sx={{ color: 'text.secondary' }} />
    </InputAdornment>
  )
  const end = text ? (
    <InputAdornment position="end">
      <IconButton size="small" edge="end" aria-label={t`Clear search`} onClick={() => setText('')}>
        <Close fontSize="small" />
      </IconButton>
    </InputAdornment>
  ) : null
  const htmlInput = { ...inputProps, 'aria-label': label }

  // The same input in two frames: bare (inside a toolbar) or outlined.
  const shared = {
    type: 'search',
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    placeholder,
    autoFocus,
    fullWidth,
    size,
    sx: sxList,
  } as const
  if (variant === 'plain') {
    return <InputBase {...shared} slotProps={{ input: htmlInput }} startAdornment={start} endAdornment={end} />
  }
  return <TextField {...shared} slotProps={{ htmlInput, input: { startAdornment: start, endAdornment: end } }} />
}
