import { useState } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { BillingPeriod } from '@/api/contract/pricing'
import { StateMessage } from '@/components/StateMessage'
import { BillingSwitch } from './BillingSwitch'
import { ChoosePlanDialog, type PlanRequest } from './ChoosePlanDialog'
import { PlanCard } from './PlanCard'
import { PlanGrid } from './PlanGrid'
import { bestYearlySaving, planAction } from './planActions'
import { PricingQuestions } from './PricingQuestions'
import { PricingSkeleton } from './PricingSkeleton'
import { pricingQueries } from './queries'
import { TrialBanner } from './TrialBanner'

interface PricingScreenProps {
  /** The period the prices are shown for (the address's `billing`). */
  billing: BillingPeriod
  onBillingChange: (billing: BillingPeriod) => void
}

/** /pages/pricing: the plans at monthly or yearly prices, the user's own marked, a way to switch, and the questions people ask. */
export function PricingScreen({ billing, onBillingChange }: PricingScreenProps) {
  const { i18n } = useLingui()
  // The words follow the language: a switch keeps the page shown until the new words arrive.
  const pricing = useQuery({ ...pricingQueries.data(i18n.locale), placeholderData: keepPreviousData })
  const [request, setRequest] = useState<PlanRequest | null>(null)
  const data = pricing.data

  return (
    <Box>
      <Box component="header" sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 3, md: 5 }, mt: { xs: 1, md: 2 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 600, mb: 1, fontSize: { xs: '2rem', md: '2.5rem' } }}>
          <Trans>Pricing plans</Trans>
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          <Trans>Every plan includes the form builder and secure hosting. Choose the one that fits your team, and change it whenever you need.</Trans>
        </Typography>
        <BillingSwitch value={billing} onChange={onBillingChange} saving={data ? bestYearlySaving(data.pricingPlans) : 0} />
      </Box>

      {data === undefined ? (
        // A failed refetch keeps the page as it was: only a first load that fails shows the error.
        pricing.isError ? (
          <StateMessage
            kind="error"
            title={<Trans>The plans could not be loaded</Trans>}
            text={<Trans>Check your connection and try again.</Trans>}
            error={pricing.error}
            onRetry={() => void pricing.refetch()}
          />
        ) : (
          <PricingSkeleton />
        )
      ) : (
        <>
          <PlanGrid>
            {data.pricingPlans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                billing={billing}
                action={planAction(plan, billing, data)}
                onChoose={(action) => setRequest({ plan, billing, action })}
              />
            ))}
          </PlanGrid>
          <TrialBanner />
          {data.faq.length > 0 && <PricingQuestions faq={data.faq} />}
        </>
      )}
      <ChoosePlanDialog request={request} onClose={() => setRequest(null)} />
    </Box>
  )
}
