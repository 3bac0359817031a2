import type { SxProps } from '@mui/material/styles'

/** Read by screen readers, not shown: for state the eye gets from an icon (e.g. a filled star). */
export const visuallyHidden: SxProps = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
