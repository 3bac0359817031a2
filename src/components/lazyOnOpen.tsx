import { useState, type ComponentType } from 'react'
import { onDemand, useOnDemand } from './onDemand'

/** A part made by `lazyOnOpen`: the component, and `preload()` to fetch its code ahead of a click. */
export type LazyOnOpen<P extends { open: boolean }> = ComponentType<P> & { preload: () => void }

/**
 * A part opened now and then (a dialog, a drawer, a panel) whose code loads the first time it opens,
 * not with the page: the page's first load carries only the button. It shows as soon as its code is
 * there; once opened it stays mounted, so closing it can animate out and opening it again is instant.
 * Call `preload()` when a click is likely (the pointer nears its button) to win those milliseconds.
 *
 *   const AddUserDrawer = lazyOnOpen(() => import('./AddUserDrawer').then((m) => m.AddUserDrawer))
 *   <AddUserDrawer open={adding} onClose={...} />
 */
export function lazyOnOpen<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): LazyOnOpen<P> {
  const code = onDemand(load)
  function LazyPart(props: P) {
    const [used, setUsed] = useState(props.open)
    if (props.open && !used) setUsed(true)
    const Part = useOnDemand(code, used)
    return Part && <Part {...props} />
  }
  return Object.assign(LazyPart, { preload: code.preload })
}
