import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BillingPeriod, PricingPlan } from '@/api/contract/pricing'
import { isFree, monthlyRate } from './planActions'
import { formatPrice, priceParts } from './price'

/**
 * A plan's price for the period shown: what a month costs, large, and under it what the year
 * costs when paid yearly ("$480 / year"), or that the plan is free. The currency sign is set small
 * wherever the language writes it ("$49", "49 $US").
 */
export function PlanPrice({ plan, billing }: { plan: PricingPlan; billing: BillingPeriod }) {
  const { t } = useLingui()
  const yearPrice = formatPrice(plan.yearlyPlan.totalAnnual)
  const note = isFree(plan) ? t`Free forever` : billing === 'yearly' ? t`${yearPrice} / year` : ''
  return (
    <Box sx={{ textAlign: 'center', my: 2.5 }}>
      {/* One line of text, not a row of boxes: a layout running the other way keeps "49 $US /mois" in the language's order. */}
      <Typography sx={{ color: 'text.secondary' }}>
        <Box component="span" data-testid="plan-price" sx={{ fontSize: '2.75rem', fontWeight: 600, lineHeight: 1.15, color: 'primary.main' }}>
          {priceParts(monthlyRate(plan, billing)).map((part, index) =>
            part.type === 'currency' ? (
              <Box key={index} component="span" sx={{ fontSize: '1.125rem', fontWeight: 500, verticalAlign: 'super' }}>
                {part.value}
              </Box>
            ) : (
              part.value
            ),
          )}
        </Box>{' '}
        <Trans>/month</Trans>
      </Typography>
      {/* Kept when empty, so the plans' lists start level with each other. */}
      <Typography variant="body2" data-testid="plan-price-note" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {note}
      </Typography>
    </Box>
  )
}
