import type { ComponentType } from 'react'
import Skeleton from '@mui/material/Skeleton'
import { onDemand, useOnDemand } from '../onDemand'

/**
 * A chart drawn by code loaded on demand. recharts (with d3 and its state store, about 110 KB of
 * gzip) is the heaviest library of the dashboards: loaded with a page, every card would wait for
 * it. Through `lazyChart` the card paints its title and figures at once and its chart as soon as
 * the code is there, a placeholder of the chart's size in between (inside a `ChartFigure`, which
 * fixes the height, so nothing moves). Every chart shares one recharts chunk, which the browser caches.
 *
 *   const Bars = lazyChart(() => import('./RevenueDrawings').then((m) => m.RevenueBars))
 */
export function lazyChart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = onDemand(load)
  function LazyChart(props: P) {
    const Drawing = useOnDemand(code, true)
    return Drawing ? <Drawing {...props} /> : <Skeleton variant="rounded" width="100%" height="100%" data-testid="chart-loading" />
  }
  return LazyChart
}
