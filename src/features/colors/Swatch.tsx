import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { copyValue } from './copyValue'

/** A square of the colour, with a border that keeps a white or a page-coloured one visible. */
export function ColorSquare({ color, size = 20 }: { color: string; size?: number }) {
  return <Box aria-hidden sx={{ width: size, height: size, flexShrink: 0, borderRadius: 1, bgcolor: color, border: 1, borderColor: 'divider' }} />
}

/** A value of the palette as a button: its square and its text; a click copies the text. */
export function ValueButton({ color, label }: { color: string; label?: string }) {
  return (
    <ButtonBase
      onClick={() => void copyValue(color)}
      sx={{ gap: 1, px: 0.75, py: 0.5, borderRadius: 1, justifyContent: 'flex-start', minWidth: 0, maxWidth: '100%', '&:hover': { bgcolor: 'action.hover' } }}
    >
      <ColorSquare color={color} />
      <Typography
        variant="body2"
        component="span"
        // A hex value stays whole; an rgba() breaks after its commas on a narrow screen.
        sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: color.startsWith('#') ? 'nowrap' : 'normal', textAlign: 'start' }}
      >
        {label && <Box component="span" sx={{ color: 'text.secondary', marginInlineEnd: 0.75 }}>{label}</Box>}
        <bdi dir="ltr">{color}</bdi>
      </Typography>
    </ButtonBase>
  )
}
