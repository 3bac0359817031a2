import { useEffect, useEffectEvent, useMemo, useRef } from 'react'

/**
 * Status messages for screen readers, for every screen: what changed without moving focus ("3 users"
 * after a search, "Draft saved"). They are read out by the app's one polite live region (LiveStatus,
 * mounted once by the main layout) when the screen reader is idle, never interrupting the user.
 *
 *   announce(t`Draft saved`)                          // now
 *   const say = useAnnounce()                        // a screen's results, once they settle:
 *   say(plural(total, { one: '# user', other: '# users' }))
 *
 * Errors that need attention at once belong in their own `role="alert"` (a form's error, StateMessage).
 */

/** How long a screen's results must stay unchanged before they are said: typing on says only the last count. */
export const SETTLE_DELAY = 500

type Listener = (text: string) => void
const listeners = new Set<Listener>()

/** Says `text` in the live region now (translated by the caller). Without a mounted region it is dropped. */
export function announce(text: string): void {
  if (text.trim() === '') return
  listeners.forEach((listener) => listener(text))
}

/** For the live region: called with every text to say; returns the way to stop listening. */
export function listenToAnnouncements(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * A screen's voice for results that come in bursts (counts while the user types or filters): each call
 * replaces the text still waiting, which is said once calls pause for `delay` ms. `say(null)` drops
 * the waiting text (a new search has started, so its count would be stale). What waits is dropped when
 * the screen unmounts. The function is stable, so effects may depend on it.
 */
export function useAnnounce(delay = SETTLE_DELAY): (text: string | null) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return useMemo(
    () => (text: string | null) => {
      clearTimeout(timer.current)
      if (text !== null) timer.current = setTimeout(() => announce(text), delay)
    },
    [delay],
  )
}

/**
 * Says how many results a search found, once they arrive: `searched` names what was searched (the
 * text and filters, as one string), `total` is the count of its answer, undefined while it loads
 * (the previous results still showing) or when it failed (its error says so on its own). Nothing is
 * said for the first answer (the page's name is) or when the same search is answered again (paging,
 * sorting, a refetch). A new search before the count was said drops it: typing on says only the last.
 *
 *   useAnnounceResults(query.q ?? '', answer.isPlaceholderData ? undefined : answer.data?.total, (n) => plural(n, { one: '# mail', other: '# mails' }))
 */
export function useAnnounceResults(searched: string, total: number | undefined, describe: (count: number) => string): void {
  const say = useAnnounce()
  const said = useRef(searched)
  const sayCount = useEffectEvent((count: number) => say(describe(count)))
  useEffect(() => {
    if (searched === said.current) return
    if (total === undefined) {
      say(null)
      return
    }
    said.current = searched
    sayCount(total)
  }, [searched, total, say])
}
