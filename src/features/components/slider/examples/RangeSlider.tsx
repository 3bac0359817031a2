import { useState } from 'react'
import Box from '@mui/material/Box'
import Slider from '@mui/material/Slider'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { formatNumber } from '@/i18n/format'

export const meta: ExampleMeta = {
  title: msg`Range with inputs`,
  description: msg`Two thumbs for a price range, each also typed in a field.`,
  order: 3,
}

const MIN = 0
const MAX = 1000

/** A price in the active language's way of writing it. */
const price = (value: number) => formatNumber(value, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

export default function RangeSlider() {
  const { t } = useLingui()
  const [range, setRange] = useState<number[]>([200, 650])
  const setEnd = (index: 0 | 1) => (text: string) => {
    const value = Math.min(MAX, Math.max(MIN, Number(text) || 0))
    setRange(index === 0 ? [Math.min(value, range[1]!), range[1]!] : [range[0]!, Math.max(value, range[0]!)])
  }
  return (
    <Box sx={{ px: 1 }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? t`Lowest price` : t`Highest price`)}
        value={range}
        onChange={(_event, value) => setRange(value)}
        min={MIN}
        max={MAX}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => price(value)}
        getAriaValueText={(value) => price(value)}
        disableSwap
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <TextField
          size="small"
          type="number"
          label={t`From`}
          value={range[0]}
          onChange={(event) => setEnd(0)(event.target.value)}
          fullWidth
        />
        <TextField
          size="small"
          type="number"
          label={t`To`}
          value={range[1]}
          onChange={(event) => setEnd(1)(event.target.value)}
          fullWidth
        />
      </Stack>
    </Box>
  )
}
