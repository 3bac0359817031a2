import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = { title: msg`Colours`, description: msg`One colour for each meaning, filled or outlined.`, order: 2 }

export default function ButtonColors() {
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
          <Button key={color} variant="contained" color={color}>
            {label}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map(({ color, label }) => (
          <Button key={color} variant="outlined" color={color}>
            {label}
          </Button>
        ))}
      </Stack>
    </Stack>
  )
}
