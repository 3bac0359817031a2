import { useEffect, useEffectEvent, useState } from 'react'

/**
 * A text input that commits its value `delay` ms after the last keystroke. It follows `value` when
 * that changes from outside (back/forward, a "clear" button), but not when the change is the echo of
 * its own commit: by then the user may have typed on, and those letters must not be overwritten.
 */
export function useDebouncedInput(value: string, onCommit: (value: string) => void, delay = 300) {
  const [draft, setDraft] = useState(value)
  const [committed, setCommitted] = useState(value)
  const [seen, setSeen] = useState(value)

  // Adjusting state while rendering (React's pattern for "state derived from a prop that changed").
  if (value !== seen) {
    setSeen(value)
    if (value !== committed) {
      setDraft(value)
      setCommitted(value)
    }
  }

  // An effect event: a new `onCommit` on every parent render must not restart the wait.
  const commit = useEffectEvent((text: string) => {
    setCommitted(text)
    onCommit(text)
  })

  useEffect(() => {
    if (draft === committed) return
    const timer = setTimeout(() => commit(draft), delay)
    return () => clearTimeout(timer)
  }, [draft, committed, delay])

  return [draft, setDraft] as const
}
