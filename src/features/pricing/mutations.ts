import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { choosePricingPlan, type BillingPeriod, type PricingData, type PricingPlanId } from '@/api/contract/pricing'
import { pricingKeys } from './queries'

export interface PlanChoiceInput {
  planId: PricingPlanId
  billingPeriod: BillingPeriod
}

/**
 * Puts the signed-in user on a plan. The page waits for the answer (the confirm button spins), then
 * marks the plan in every language's copy of the page. The plan is kept on the user's row of the
 * users list, so that list is refreshed too (`invalidates`).
 */
export function useChoosePlan() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (choice: PlanChoiceInput) => api(choosePricingPlan, { body: choice }),
    onSuccess: ({ currentPlan, billingPeriod }) => {
      queryClient.setQueriesData<PricingData>({ queryKey: pricingKeys.data.prefix() }, (data) => data && { ...data, currentPlan, billingPeriod })
    },
    meta: { invalidates: ['users'], errorMessage: () => t`Your plan could not be changed. Please try again.` },
  })
}
