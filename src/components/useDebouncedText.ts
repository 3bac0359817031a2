import { useEffect, useEffectEvent, useState } from 'react'

/**
 * Text typed into a field, handed on `delay` ms after the last keystroke: one request per word, not
 * per letter. When `value` changes from outside (back/forward, another folder) the field shows it;
 * when the change is only its own hand-over coming back, it does not, since the user may have typed on.
 */
export function useDebouncedText(value: string, onCommit: (text: string) => void, delay = 300) {
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

  useEffect(() => {
    if (text === handedOver) return
    const timer = setTimeout(() => handOver(text), delay)
    return () => clearTimeout(timer)
  }, [text, handedOver, delay])

  return [text, setText] as const
}
