import { lazy, Suspense, useState, type ComponentType } from 'react'

/** A part made by `lazyOnOpen`: the component, and `preload()` to fetch its code ahead of a click. */
export type LazyOnOpen<P extends { open: boolean }> = ComponentType<P> & { preload: () => void }

/**
 * A part opened now and then (a dialog, a drawer, a panel) whose code loads the first time it opens,
 * not with the page: the page's first load carries only the button. Once opened it stays mounted,
 * so closing it can animate out and opening it again is instant. Call `preload()` when a click is
 * likely (the pointer nears its button, the page is idle) so that the first opening does not wait.
 *
 *   const AddUserDrawer = lazyOnOpen(() => import('./AddUserDrawer').then((m) => m.AddUserDrawer))
 *   <AddUserDrawer open={adding} onClose={...} />
 */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyOnOpen<P> {
  // Typed loosely inside: React's lazy() loses a generic component's props.
  let loaded: ComponentType<object> | undefined
  const loadOnce = () => load().then((component) => (loaded = component as ComponentType<object>))
  const Pending = lazy(async () => ({ default: await loadOnce() }))

  function LazyPart(props: P) {
    // Chosen when it first opens, then kept: code already loaded renders at once. (Through lazy()
    // it would suspend even then, and React reveals suspended content up to 300 ms late.)
    const [Part, setPart] = useState<ComponentType<object> | null>(() => (props.open ? (loaded ?? Pending) : null))
    if (props.open && !Part) setPart(() => loaded ?? Pending)
    if (!Part) return null
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyPart, { preload: () => void loadOnce().catch(() => {}) })
}
