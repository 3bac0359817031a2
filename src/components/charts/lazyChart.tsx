import { lazy, Suspense, type ComponentType } from 'react'
import Skeleton from '@mui/material/Skeleton'

/**
 * A chart drawn by code loaded on demand. recharts (with d3 and its state store, about 110 KB of
 * gzip) is the heaviest library of the dashboards: loaded with a page, every card would wait for
 * it. Through `lazyChart` the card paints its title and figures at once and its chart moments
 * later, a placeholder of the chart's size in between (inside a `ChartFigure`, which fixes the
 * height, so nothing moves). Every chart shares one recharts chunk, which the browser caches.
 *
 *   const Bars = lazyChart(() => import('./RevenueDrawings').then((m) => m.RevenueBars))
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Typed loosely inside: React's lazy() loses a generic component's props.
  const Drawing = lazy(async () => ({ default: (await load()) as ComponentType<object> }))
  function LazyChart(props: P) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" width="100%" height="100%" data-testid="chart-loading" />}>
        <Drawing {...props} />
      </Suspense>
    )
  }
  return LazyChart
}
