import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Add from '@mui/icons-material/Add'
import Remove from '@mui/icons-material/Remove'
import { useLingui } from '@lingui/react/macro'

interface QuantityStepperProps {
  /** The product it counts, to name its buttons. */
  name: string
  value: number
  max: number
  onChange: (qty: number) => void
}

/**
 * − and + around how many of a product the cart holds, from 1 to `max` (the shop's limit and the
 * stock). Each button is named after the product; the count is said as it changes.
 */
export function QuantityStepper({ name, value, max, onChange }: QuantityStepperProps) {
  const { t } = useLingui()
  return (
    <Box
      role="group"
      aria-label={t`Quantity of ${name}`}
      sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <IconButton size="small" aria-label={t`One fewer ${name}`} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <Remove fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" data-testid="cart-qty" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 500 }}>
        {value}
      </Box>
      <IconButton size="small" aria-label={t`One more ${name}`} disabled={value >= max} onClick={() => onChange(value + 1)}>
        <Add fontSize="small" />
      </IconButton>
    </Box>
  )
}
