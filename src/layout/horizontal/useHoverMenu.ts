import { useCallback, useEffect, useRef, useState } from 'react'

/** Long enough to cross the gap between a button and its dropdown, short enough to feel immediate. */
const CLOSE_DELAY_MS = 160

/**
 * Open state of a dropdown that opens on hover and on click. Leaving closes it after a short delay,
 * which coming back (to the button or to the dropdown) cancels.
 */
export function useHoverMenu() {
  const [open, setOpen] = useState(false)
  // Opened by a click or a key: the first entry takes the focus, and only a click elsewhere closes it.
  const [byUser, setByUser] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const cancelClose = useCallback(() => clearTimeout(timer.current), [])
  const close = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(false)
    setByUser(false)
  }, [])
  const hoverOpen = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(true)
  }, [])
  const hoverLeave = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setOpen(false)
      setByUser(false)
    }, CLOSE_DELAY_MS)
  }, [])
  const userOpen = useCallback(() => {
    clearTimeout(timer.current)
    setOpen(true)
    setByUser(true)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  return { open, byUser, close, cancelClose, hoverOpen, hoverLeave, userOpen }
}
