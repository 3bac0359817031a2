import { useState } from 'react'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'

export const meta: ExampleMeta = {
  title: msg`Radio buttons`,
  description: msg`One choice of a few, in a column or a row, with a hint.`,
  order: 3,
}

export default function RadioButtons() {
  const { t } = useLingui()
  const [delivery, setDelivery] = useState('standard')
  const hints: Record<string, string> = {
    standard: t`Arrives in three to five working days.`,
    express: t`Arrives the next working day.`,
    pickup: t`Ready at the shop in two hours.`,
  }
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="delivery-label">{t`Delivery`}</FormLabel>
        <RadioGroup
          aria-labelledby="delivery-label"
          aria-describedby="delivery-hint"
          value={delivery}
          onChange={(event) => setDelivery(event.target.value)}
        >
          <FormControlLabel value="standard" control={<Radio />} label={t`Standard`} />
          <FormControlLabel value="express" control={<Radio />} label={t`Express`} />
          <FormControlLabel value="pickup" control={<Radio />} label={t`Pick up in a shop`} />
        </RadioGroup>
        <FormHelperText id="delivery-hint">{hints[delivery]}</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel id="size-label">{t`Size`}</FormLabel>
        <RadioGroup row aria-labelledby="size-label" defaultValue="m">
          <FormControlLabel value="s" control={<Radio color="secondary" />} label="S" />
          <FormControlLabel value="m" control={<Radio color="secondary" />} label="M" />
          <FormControlLabel value="l" control={<Radio color="secondary" />} label="L" />
          <FormControlLabel value="xl" control={<Radio color="secondary" />} label="XL" disabled />
        </RadioGroup>
      </FormControl>
    </Stack>
  )
}
