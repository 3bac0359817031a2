import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Spinners`, description: msg`For a wait of unknown length, in every colour.`, order: 1 }

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const

export default function CircularProgressColors() {
  const { t } = useLingui()
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {COLORS.map((color) => (
        <CircularProgress key={color} color={color} aria-label={t`Loading`} />
      ))}
    </Stack>
  )
}
