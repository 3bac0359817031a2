import { useState } from 'react'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { formatNumber } from '@/i18n/format'

export const meta: ExampleMeta = { title: msg`Checkboxes, radios, switches and sliders`, description: msg`Choices on or off, one of several, and values on a scale.`, order: 3 }

export default function ChoiceControls() {
  const { t } = useLingui()
  const [volume, setVolume] = useState(40)
  const [range, setRange] = useState<number[]>([20, 80])
  const euros = (value: number) => formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t`Notifications`}</FormLabel>
          <FormGroup>
            <FormControlLabel control={<Checkbox defaultChecked />} label={t`Email`} />
            <FormControlLabel control={<Checkbox />} label={t`Text message`} />
            <FormControlLabel control={<Checkbox disabled />} label={t`Fax`} disabled />
          </FormGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="example-plan-label">{t`Plan`}</FormLabel>
          <RadioGroup aria-labelledby="example-plan-label" defaultValue="team">
            <FormControlLabel value="basic" control={<Radio />} label={t`Basic`} />
            <FormControlLabel value="team" control={<Radio />} label={t`Team`} />
            <FormControlLabel value="enterprise" control={<Radio />} label={t`Enterprise`} />
          </RadioGroup>
        </FormControl>
        <FormGroup>
          <FormLabel component="span">{t`Settings`}</FormLabel>
          <FormControlLabel control={<Switch defaultChecked />} label={t`Dark mode`} />
          <FormControlLabel control={<Switch color="success" />} label={t`Auto-save`} />
        </FormGroup>
      </Stack>
      <FormControl>
        <FormLabel id="example-volume-label">{t`Volume`}</FormLabel>
        <Slider aria-labelledby="example-volume-label" value={volume} onChange={(_, value) => setVolume(value)} valueLabelDisplay="auto" />
      </FormControl>
      <FormControl>
        <FormLabel id="example-price-label">{t`Price range`}</FormLabel>
        <Slider
          // Inset, so the end marks' labels stay inside the card.
          sx={{ mx: 2, width: 'calc(100% - 32px)' }}
          aria-labelledby="example-price-label"
          getAriaValueText={euros}
          valueLabelFormat={euros}
          value={range}
          onChange={(_, value) => setRange(value)}
          valueLabelDisplay="auto"
          marks={[{ value: 0, label: euros(0) }, { value: 100, label: euros(100) }]}
        />
      </FormControl>
    </Stack>
  )
}
