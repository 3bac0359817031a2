import { useState } from 'react'
import Box from '@mui/material/Box'
import Slider from '@mui/material/Slider'
import { useLingui } from '@lingui/react/macro'
import { RangeFilter } from '@/components/DataGrid/RangeFilter'
import { range, sameValue, type NumberRange } from '@/lib/readers'
import { SHOP_CURRENCY } from '../shared/format'

interface PriceFilterProps {
  /** The range in force (the address's), in whole units; `{}` bounds nothing. */
  value: NumberRange
  /** The lowest and highest price of the shop: the slider's ends. */
  bounds: { min: number; max: number }
  onChange: (value: NumberRange) => void
}

/**
 * The price filter: a slider with two thumbs between the shop's cheapest and dearest product, handed on
 * when a thumb is let go (or moved by the keyboard), and the same range as two fields to type in. A bound
 * at the slider's end bounds nothing and stays out of the address.
 */
export function PriceFilter({ value, bounds, onChange }: PriceFilterProps) {
  const { t, i18n } = useLingui()
  const min = Math.floor(bounds.min)
  const max = Math.ceil(bounds.max)
  const inForce: [number, number] = [value.from ?? min, value.to ?? max]
  const [dragged, setDragged] = useState<{ from: NumberRange; at: [number, number] } | null>(null)
  // A drag shows its own thumbs until let go; a change from outside (the fields, "Clear filters") shows at once.
  const shown = dragged && sameValue(dragged.from, value) ? dragged.at : inForce
  const read = range({ min, max, integer: true })
  const commit = (next: NumberRange) => {
    setDragged(null)
    const bounded = read(next)
    if (!sameValue(bounded, value)) onChange(bounded)
  }
  // Whole units, as the bounds are: "$1,299".
  const moneyOf = (units: number) => i18n.number(units, { style: 'currency', currency: SHOP_CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 })

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={shown}
          min={min}
          max={max}
          step={1}
          disableSwap
          onChange={(_event, next) => setDragged({ from: value, at: next as [number, number] })}
          onChangeCommitted={(_event, next) => {
            const [from, to] = next as [number, number]
            commit({ from, to })
          }}
          getAriaLabel={(index) => (index === 0 ? t`Lowest price` : t`Highest price`)}
          getAriaValueText={moneyOf}
          valueLabelDisplay="auto"
          valueLabelFormat={moneyOf}
          data-testid="price-slider"
        />
        <Box aria-hidden sx={{ display: 'flex', justifyContent: 'space-between', typography: 'caption', color: 'text.secondary', mt: -0.5 }}>
          <bdi>{moneyOf(shown[0])}</bdi>
          <bdi>{moneyOf(shown[1])}</bdi>
        </Box>
      </Box>
      <RangeFilter label={t`Price`} min={min} max={max} integer value={value} onChange={commit} />
    </Box>
  )
}
