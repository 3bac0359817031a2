import LinearProgress from '@mui/material/LinearProgress'
import { GridLoadingOverlay, gridRowCountSelector, useGridApiContext, useGridSelector, type GridSlotProps } from '@mui/x-data-grid'
import { useLingui } from '@lingui/react/macro'

/**
 * The bar over the rows while the next page loads, named for what it loads: a screen reader (and a
 * test) tells it from the route's own bar ("Loading page", src/components/RouteProgress.tsx). DataGrid
 * renders its loading bar without props, so the name comes with the slot itself.
 */
export function RowsLoadingBar(props: GridSlotProps['baseLinearProgress']) {
  const { t } = useLingui()
  return <LinearProgress aria-label={t`Loading rows`} {...props} />
}

/**
 * DataGrid's loading overlay with the same name when it shows skeleton rows (a first load, no rows
 * yet): the skeleton is drawn in plain boxes, so the overlay itself is the progress bar. Over rows
 * already shown it draws `RowsLoadingBar`, which carries the name.
 */
export function RowsLoadingOverlay(props: GridSlotProps['loadingOverlay']) {
  const { t } = useLingui()
  const apiRef = useGridApiContext()
  const skeleton = useGridSelector(apiRef, gridRowCountSelector) === 0 && (props.noRowsVariant ?? 'skeleton') === 'skeleton'
  return <GridLoadingOverlay {...props} {...(skeleton && { role: 'progressbar', 'aria-label': t`Loading rows` })} />
}
