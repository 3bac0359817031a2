import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Steps and marks`,
  description: msg`Values in steps, with labelled marks under the track.`,
  order: 2,
}

export default function DiscreteSlider() {
  const { t } = useLingui()
  // <bdi>: the unit stays after the number in a right-to-left page too.
  const marks = [
    { value: 0, label: <bdi>0 °C</bdi> },
    { value: 20, label: <bdi>20 °C</bdi> },
    { value: 37, label: <bdi>37 °C</bdi> },
    { value: 100, label: <bdi>100 °C</bdi> },
  ]
  return (
    <Stack spacing={3} sx={{ px: 1 }}>
      <div>
        <Typography id="discrete-slider-steps" gutterBottom>
          <Trans>Steps of ten</Trans>
        </Typography>
        <Slider aria-labelledby="discrete-slider-steps" defaultValue={30} step={10} marks min={10} max={110} valueLabelDisplay="auto" />
      </div>
      <div>
        <Typography id="discrete-slider-marks" gutterBottom>
          <Trans>Temperature</Trans>
        </Typography>
        <Slider
          aria-labelledby="discrete-slider-marks"
          defaultValue={20}
          step={null}
          marks={marks}
          getAriaValueText={(value) => t`${value} °C`}
          valueLabelDisplay="auto"
        />
      </div>
    </Stack>
  )
}
