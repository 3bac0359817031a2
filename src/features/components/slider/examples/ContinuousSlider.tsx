import { useState } from 'react'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import VolumeDownOutlined from '@mui/icons-material/VolumeDownOutlined'
import VolumeUpOutlined from '@mui/icons-material/VolumeUpOutlined'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Continuous`,
  description: msg`Any value between the ends, with icons at both sides.`,
  order: 1,
}

export default function ContinuousSlider() {
  const { t } = useLingui()
  const [volume, setVolume] = useState(30)
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <VolumeDownOutlined />
        <Slider aria-label={t`Volume`} value={volume} onChange={(_event, value) => setVolume(value)} />
        <VolumeUpOutlined />
      </Stack>
      <Slider aria-label={t`Brightness`} defaultValue={70} valueLabelDisplay="auto" color="secondary" />
      <Slider aria-label={t`Disabled`} defaultValue={40} disabled />
    </Stack>
  )
}
