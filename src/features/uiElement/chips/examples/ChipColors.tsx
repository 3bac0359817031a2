import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { alpha } from '@mui/material/styles'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Colours`, description: msg`Solid, and soft: the colour on a light tint of itself, as statuses in a list.`, order: 2 }

export default function ChipColors() {
  const { t } = useLingui()
  const colors = [
    { color: 'primary', label: t`Primary` },
    { color: 'secondary', label: t`Secondary` },
    { color: 'success', label: t`Success` },
    { color: 'error', label: t`Error` },
    { color: 'warning', label: t`Warning` },
    { color: 'info', label: t`Info` },
  ] as const
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map(({ color, label }) => (
          <Chip key={color} label={label} color={color} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map(({ color, label }) => (
          <Chip key={color} label={label} sx={(theme) => ({ color: `${color}.main`, bgcolor: alpha(theme.palette[color].main, 0.12), fontWeight: 500 })} />
        ))}
      </Stack>
    </Stack>
  )
}
