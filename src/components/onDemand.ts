import { useEffect, useState, type ComponentType } from 'react'

/** A component whose code loads on demand (see `onDemand`). */
export interface OnDemand<P> {
  /** The component, once its code is there. */
  loaded: () => ComponentType<P> | undefined
  /** Loads the code (once) and gives the component. */
  load: () => Promise<ComponentType<P>>
  /** Starts loading the code, ahead of need. */
  preload: () => void
}

/** A component whose code loads on demand, for `lazyOnOpen` and `lazyChart`. */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = () => (loading ??= load().then((component) => (loaded = component)))
  return { loaded: () => loaded, load: loadOnce, preload: () => void loadOnce().catch(() => {}) }
}

/**
 * The component of `code` once it is wanted and loaded; null until then. Not React's lazy() and
 * Suspense: React reveals suspended content up to 300 ms late, and a palette or a chart whose
 * code arrives in 30 ms should show then. A failure to load reaches the nearest error boundary.
 */
export function useOnDemand<P>(code: OnDemand<P>, wanted: boolean): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | undefined>(code.loaded)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (!wanted || component) return
    let current = true
    code.load().then(
      (loaded) => current && setComponent(() => loaded),
      (error: unknown) => current && setFailure(error),
    )
    return () => {
      current = false
    }
  }, [code, wanted, component])
  if (failure) throw failure
  return wanted && component ? component : null
}
