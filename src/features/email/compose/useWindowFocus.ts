import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react'
import { firstFieldIn, focusPage, inModalLayer, tabbablesIn, tryFocus } from './windowFocus'

interface WindowFocusOptions {
  /** What opened the window: where the focus goes on the page until the user moves it there. */
  opener: HTMLElement | null
  /** Raised each time the window is asked for again. */
  asked: number
  /** The field to start in when it is not the first one, or null. */
  startField: (root: HTMLElement) => HTMLElement | null
  /** Called as F6 leaves for the page: a window that covers the page makes room for it first. */
  onLeave: () => void
}

/**
 * The keyboard side of a non-modal window, as in a desktop mail client:
 * - F6 (or Shift+F6) moves the focus between the window and the page, each time back to where it
 *   was on that side; the page side starts at `opener`, what opened the window. A modal layer on
 *   top (a confirmation, a menu) keeps F6 to itself.
 * - Tab and Shift+Tab go round the window's own controls instead of wandering into the page
 *   behind it; F6 and Escape are the ways out, and the window's title bar says so.
 * - Once open, the focus is in the window: its fields focus themselves, and this makes sure
 *   nothing took the focus elsewhere as the window came (a closing drawer giving it back).
 * - Each time the window is `asked` for again, the focus comes back in.
 */
export function useWindowFocus({ opener, asked, startField, onLeave }: WindowFocusOptions) {
  const windowRef = useRef<HTMLDivElement>(null)
  const lastInWindow = useRef<HTMLElement | null>(null)
  const lastInPage = useRef<HTMLElement | null>(null)

  const toWindow = () => {
    const root = windowRef.current
    if (root && !tryFocus(lastInWindow.current) && !tryFocus(startField(root))) firstFieldIn(root)?.focus()
  }
  const toPage = () => focusPage(lastInPage.current)
  const enterWindow = useEffectEvent(toWindow)
  const leaveWindow = useEffectEvent(() => {
    onLeave()
    toPage()
  })

  useEffect(() => {
    lastInPage.current = opener
  }, [opener])

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || inModalLayer(target)) return
      if (windowRef.current?.contains(target)) lastInWindow.current = target
      else lastInPage.current = target
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'F6' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      const active = document.activeElement
      if (inModalLayer(active)) return
      event.preventDefault()
      if (windowRef.current?.contains(active)) leaveWindow()
      else enterWindow()
    }
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  useEffect(() => {
    // A frame later, after anything that gives the focus back as the window opens.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (asked > 0 || (!windowRef.current?.contains(active) && !inModalLayer(active))) enterWindow()
    })
    return () => cancelAnimationFrame(frame)
  }, [asked])

  /** Keeps Tab inside the window: from its last control to its first, and back with Shift+Tab. */
  const onKeyDown = (event: KeyboardEvent) => {
    const root = windowRef.current
    const active = document.activeElement
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || !root?.contains(active)) return
    const stops = tabbablesIn(root)
    const first = stops[0]
    const last = stops.at(-1)
    if (!first || !last) return
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return { windowRef, onKeyDown, toPage, toWindow }
}
