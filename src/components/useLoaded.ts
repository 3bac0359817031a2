import { useEffect, useState } from 'react'

/**
 * What an on-demand download gives a component (code split off the first load, a file's text): the
 * value once `load` has answered, fetched the first time `enabled` is true and never again once
 * there; `failed` when it refused, so the component can say so. An answer that comes after the
 * component has gone is dropped. `initial` is a value already at hand (a module loaded earlier).
 */
export function useLoaded<T>(load: () => Promise<T>, { enabled = true, initial }: { enabled?: boolean; initial?: T } = {}): { value: T | undefined; failed: boolean } {
  // In an object: a loaded function (a component, a highlighter) is a value here, not a state updater.
  const [state, setState] = useState<{ value: T | undefined; failed: boolean }>({ value: initial, failed: false })
  const loaded = state.value !== undefined
  useEffect(() => {
    if (!enabled || loaded) return
    let current = true
    load().then(
      (value) => current && setState({ value, failed: false }),
      () => current && setState((before) => ({ ...before, failed: true })),
    )
    return () => {
      current = false
    }
  }, [enabled, loaded, load])
  return state
}
