import type { SxProps } from '@mui/material/styles'

/** Read by screen readers, not shown: for what the eye gets from an icon or the layout (a filled star, a row's action). */
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
