import { useState } from 'react'

/**
 * State that starts as `source` and follows it whenever `source` changes, but can be set locally in
 * between. The grid needs this for its page and sort: the URL updates only once the navigation
 * commits, and a grid still controlled by the old value meanwhile snaps back and reports that as a
 * new change, cancelling the user's click. Setting the new model at once avoids the tug of war.
 */
export function useFollowingState<T>(source: T, same: (a: T, b: T) => boolean) {
  const [state, setState] = useState(source)
  const [seen, setSeen] = useState(source)
  // Adjusting state while rendering: React's pattern for state that follows a changed prop.
  if (!same(source, seen)) {
    setSeen(source)
    setState(source)
  }
  return [state, setState] as const
}
