import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Vertical and colours`,
  description: msg`An equaliser: upright sliders in the theme's colours.`,
  order: 4,
}

export default function VerticalSlider() {
  const { t } = useLingui()
  const bands = [
    { label: t`Bass`, value: 60, color: 'primary' },
    { label: t`Middle`, value: 40, color: 'secondary' },
    { label: t`Treble`, value: 75, color: 'success' },
    { label: t`Balance`, value: 50, color: 'warning' },
  ] as const
  return (
    <Stack direction="row" spacing={4} sx={{ height: 160, justifyContent: 'center' }}>
      {bands.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          aria-label={band.label}
          defaultValue={band.value}
          color={band.color}
          valueLabelDisplay="auto"
        />
      ))}
    </Stack>
  )
}
