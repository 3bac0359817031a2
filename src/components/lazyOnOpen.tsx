import { Suspense, useState, type ComponentType } from 'react'
import { onDemand } from './onDemand'

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
  const code = onDemand(load)
  function LazyPart(props: P) {
    // Chosen when it first opens, then kept.
    const [Part, setPart] = useState<ComponentType<object> | null>(() => (props.open ? code.pick() : null))
    if (props.open && !Part) setPart(() => code.pick())
    if (!Part) return null
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  return Object.assign(LazyPart, { preload: code.preload })
}
