import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Circles with a value`, description: msg`How far along, with the figure in the middle.`, order: 2 }

const STEPS = [
  { value: 25, color: 'error' },
  { value: 50, color: 'warning' },
  { value: 75, color: 'info' },
  { value: 100, color: 'success' },
] as const

export default function CircularProgressWithLabel() {
  const { t } = useLingui()
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {STEPS.map(({ value, color }) => (
        <Box key={value} sx={{ position: 'relative', display: 'inline-flex' }}>
          {/* The track under the value. */}
          <CircularProgress variant="determinate" value={100} size={56} thickness={4} sx={{ color: 'action.hover', position: 'absolute' }} aria-hidden />
          <CircularProgress variant="determinate" value={value} color={color} size={56} thickness={4} aria-label={t`Upload`} />
          <Typography variant="caption" aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', fontWeight: 500 }}>
            {`${value}%`}
          </Typography>
        </Box>
      ))}
    </Stack>
  )
}
