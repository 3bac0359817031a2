import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Within this many pixels of the end, the reader counts as at the newest message. */
const NEAR_END_PX = 48

/**
 * Keeps a scrolling thread at its newest message: on opening, and as messages arrive, unless the
 * reader has scrolled up to read older ones. Then the new ones are counted instead (`unseenBelow`),
 * for a "New messages" button that `scrollToEnd` answers. A message the reader sent always takes the
 * thread to the end: it is what they are looking at. Give `ref` to the scrolling element.
 *
 * `lastKey` names the newest message (it changes when one arrives); `lastIsOwn` whether the reader wrote it.
 */
export function useStickToBottom<E extends HTMLElement>(lastKey: string | undefined, count: number, lastIsOwn: boolean) {
  const ref = useRef<E>(null)
  const atEnd = useRef(true)
  const [unseenBelow, setUnseenBelow] = useState(0)
  const seen = useRef({ lastKey, count })

  const scrollToEnd = useCallback(() => {
    const element = ref.current
    if (element) element.scrollTop = element.scrollHeight
    atEnd.current = true
    setUnseenBelow(0)
  }, [])

  // On opening: the newest message shows, before the first paint.
  useLayoutEffect(() => {
    const element = ref.current
    if (element) element.scrollTop = element.scrollHeight
  }, [])

  // A new newest message: follow it if the reader is at the end (or wrote it), else count it.
  useLayoutEffect(() => {
    const before = seen.current
    seen.current = { lastKey, count }
    if (lastKey === before.lastKey) return
    if (atEnd.current || lastIsOwn) scrollToEnd()
    else setUnseenBelow((unseen) => unseen + Math.max(1, count - before.count))
  }, [lastKey, count, lastIsOwn, scrollToEnd])

  // The reader's own scrolling decides whether to follow; reaching the end again clears the count.
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const onScroll = () => {
      atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX
      if (atEnd.current) setUnseenBelow(0)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [])

  // The pane changing size (the phone's keyboard, a longer draft) keeps the end in view when it was.
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atEnd.current) element.scrollTop = element.scrollHeight
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return { ref, unseenBelow, scrollToEnd }
}
