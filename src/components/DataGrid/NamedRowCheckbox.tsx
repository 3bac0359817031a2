import { gridRowSelector, GridRowCheckbox, useGridApiContext, useGridSelector, type GridSlotProps } from '@mui/x-data-grid'
import { useLingui } from '@lingui/react/macro'
// `rowLabel` is declared for the row checkbox slot in ./slotProps.ts.

/**
 * A row's selection checkbox, named by its row ("Select Allyson Tunnock") where the grid names every
 * one "Select row": in a screen reader's list of form fields, the rows can then be told apart. The
 * name stays the same when checked; the checkbox itself says whether it is. Without `rowLabel`, or
 * for a row it gives no name, the grid's own label stays.
 */
export function NamedRowCheckbox({ rowLabel, slotProps, ...props }: GridSlotProps['rowCheckbox']) {
  const { t } = useLingui()
  const apiRef = useGridApiContext()
  // Through the grid's state, so the name follows the row when it changes.
  const row = useGridSelector(apiRef, gridRowSelector, props.rowId)
  const name = row && rowLabel ? rowLabel(row) : ''
  const named = name ? { ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': t`Select ${name}` } } : slotProps
  return <GridRowCheckbox {...props} slotProps={named} />
}
