import Box from '@mui/material/Box'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BillingPeriod } from '@/api/contract/pricing'
import { TintedChip } from '@/components/TintedChip'
import { formatNumber } from '@/i18n/format'

interface BillingSwitchProps {
  value: BillingPeriod
  onChange: (billing: BillingPeriod) => void
  /** The most a yearly plan saves, as a fraction: shown beside the switch when there is any. */
  saving: number
}

/** Monthly or yearly prices: one pressed at a time. */
export function BillingSwitch({ value, onChange, saving }: BillingSwitchProps) {
  const { t } = useLingui()
  const percent = formatNumber(saving, { style: 'percent', maximumFractionDigits: 0 })
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
      <ToggleButtonGroup
        exclusive
        value={value}
        // Pressing the pressed button again would leave none pressed: the period stays.
        onChange={(_, next: BillingPeriod | null) => next && onChange(next)}
        aria-label={t`Billing period`}
        color="primary"
        size="small"
      >
        <ToggleButton value="monthly" sx={{ px: 2.5 }}>
          <Trans>Monthly</Trans>
        </ToggleButton>
        <ToggleButton value="yearly" sx={{ px: 2.5 }}>
          <Trans>Yearly</Trans>
        </ToggleButton>
      </ToggleButtonGroup>
      {saving > 0 && <TintedChip color="success" label={t`Save up to ${percent} yearly`} />}
    </Box>
  )
}
