import type { BillingPeriod, PricingData, PricingPlan } from '@/api/contract/pricing'

/**
 * What a plan's card offers the signed-in user, the page showing `billing` prices:
 * - `current`: it is their plan, paid as shown (a free plan is the same whatever the period);
 * - `period`: it is their plan, paid the other way: the card offers to move to `billing`;
 * - `upgrade`: it costs more than their plan;
 * - `switch`: it costs less, or their plan is not one the page offers.
 */
export type PlanAction = 'current' | 'period' | 'upgrade' | 'switch'

export function planAction(plan: PricingPlan, billing: BillingPeriod, data: Pick<PricingData, 'pricingPlans' | 'currentPlan' | 'billingPeriod'>): PlanAction {
  if (plan.id === data.currentPlan) return isFree(plan) || billing === data.billingPeriod ? 'current' : 'period'
  const current = data.pricingPlans.find(({ id }) => id === data.currentPlan)
  return current && plan.monthlyPrice > current.monthlyPrice ? 'upgrade' : 'switch'
}

export const isFree = (plan: PricingPlan) => plan.monthlyPrice === 0 && plan.yearlyPlan.totalAnnual === 0

/** What a month of the plan costs when paid `billing`. */
export function monthlyRate(plan: PricingPlan, billing: BillingPeriod): number {
  return billing === 'yearly' ? plan.yearlyPlan.perMonth : plan.monthlyPrice
}

/** The most a yearly plan saves on paying monthly, as a fraction (0.19 for "up to 19%"); 0 when none does. */
export function bestYearlySaving(plans: readonly PricingPlan[]): number {
  const savings = plans.filter((plan) => plan.monthlyPrice > 0).map((plan) => 1 - plan.yearlyPlan.perMonth / plan.monthlyPrice)
  return Math.max(0, ...savings)
}
