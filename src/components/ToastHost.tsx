import { lazy, Suspense } from 'react'
import { useToastsRequested } from './toast'

const ToastStack = lazy(() => import('./ToastStack'))

/** Mounted once by the app; loads and shows the toast stack with the first toast. */
export function ToastHost() {
  const requested = useToastsRequested()
  return requested ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null
}
