import { lazy, type ComponentType } from 'react'

/** A component whose code loads on demand (see `onDemand`). */
export interface OnDemand {
  /** The component to render: the loaded one once its code is there, else one that suspends until it is. */
  pick: () => ComponentType<object>
  /** Starts loading the code, ahead of need. */
  preload: () => void
}

/**
 * A component whose code loads on demand, for `lazyOnOpen` and `lazyChart`. Unlike a bare `lazy()`,
 * code already loaded renders at once: through `lazy()` it would suspend even then, and React
 * reveals suspended content up to 300 ms late. Pick once per mounted instance (switching from the
 * suspending component to the loaded one would remount it).
 */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand {
  // Typed loosely inside: React's lazy() loses a generic component's props.
  let loaded: ComponentType<object> | undefined
  const loadOnce = () => load().then((component) => (loaded = component as ComponentType<object>))
  const Pending = lazy(async () => ({ default: await loadOnce() }))
  return { pick: () => loaded ?? Pending, preload: () => void loadOnce().catch(() => {}) }
}
