import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Bars with a label`, description: msg`What is being measured, and how far it is.`, order: 4 }

export default function LinearProgressWithLabel() {
  const { t } = useLingui()
  const goals = [
    { label: t`Sales target`, value: 72, color: 'primary' },
    { label: t`New customers`, value: 45, color: 'success' },
    { label: t`Open tickets closed`, value: 18, color: 'error' },
  ] as const
  return (
    <Stack spacing={2.5}>
      {goals.map(({ label, value, color }) => (
        <Box key={label}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.75 }}>
            <Typography variant="body2">{label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>{`${value}%`}</Typography>
          </Box>
          <LinearProgress variant="determinate" value={value} color={color} aria-label={label} sx={{ height: 8, borderRadius: 4 }} />
        </Box>
      ))}
    </Stack>
  )
}
