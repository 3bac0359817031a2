import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { UserPlan } from '@/api/contract/users'

/** What each plan costs a month (USD) and gives: the demo's price list, shown on the user's plan box. */
export const PLAN_OFFERS: Record<UserPlan, { price: number; features: readonly MessageDescriptor[] }> = {
  basic: { price: 0, features: [msg`Up to 2 users`, msg`100 responses a month`, msg`Community support`] },
  team: { price: 49, features: [msg`Up to 10 users`, msg`10 GB of storage`, msg`Email support`] },
  company: { price: 79, features: [msg`Up to 50 users`, msg`100 GB of storage`, msg`Priority support`] },
  enterprise: { price: 99, features: [msg`Unlimited users`, msg`1 TB of storage`, msg`A dedicated account manager`] },
}
