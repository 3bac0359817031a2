import type { SxProps } from '@mui/material/styles'

/** Read by screen readers, not shown: for what the eye gets from an icon or the layout (a filled star, a row's action). */
export const visuallyHidden: SxProps = {
  position: 'absolute',
  // In px, as text: in sx a bare 1 means 100%, which would widen the page by the hidden text's box.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
}
