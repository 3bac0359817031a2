import { lazy, Suspense, useState } from 'react'

// The customizer is opened rarely: its code loads on first use (or when the pointer nears its button),
// which keeps it out of every page's first load.
const loadCustomizer = () => import('./Customizer')
const Customizer = lazy(() => loadCustomizer().then((m) => ({ default: m.Customizer })))

/** Starts fetching the customizer's code ahead of a click. */
export function preloadCustomizer(): void {
  void loadCustomizer()
}

export function LazyCustomizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Once opened it stays mounted, so closing it can animate out.
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <Customizer open={open} onClose={onClose} />
    </Suspense>
  )
}
