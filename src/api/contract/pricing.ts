import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { Id } from './numbers'
import { BILLING_PERIODS } from './pricingValues'
import type { UserPlan } from './users'

export { BILLING_PERIODS } from './pricingValues'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Pricing')

// ---- Entities ----

/** The plans the pricing page offers, cheapest first. */
export const PRICING_PLAN_IDS = ['basic', 'standard', 'enterprise'] as const

/**
 * The one place where the pricing page's plans meet the users app's (`currentPlan` of a user, see
 * ./userValues.ts): Standard is the users app's `team` plan. The users app's `company` plan is a
 * custom contract that the pricing page does not sell, so it has no card there.
 */
export const USER_PLAN_OF_PRICING_PLAN = {
  basic: 'basic',
  standard: 'team',
  enterprise: 'enterprise',
} as const satisfies Record<(typeof PRICING_PLAN_IDS)[number], UserPlan>

/** The pricing page's plan for a users app plan: null for `company`, which the page does not offer. */
export function pricingPlanOfUserPlan(plan: UserPlan): PricingPlanId | null {
  return PRICING_PLAN_IDS.find((id) => USER_PLAN_OF_PRICING_PLAN[id] === plan) ?? null
}

/** The currency of every price of the pricing page. */
export const PRICING_CURRENCY = 'USD'

export const PricingPlanId = z.enum(PRICING_PLAN_IDS, { error: `Unknown plan: choose one of ${PRICING_PLAN_IDS.join(', ')}` })
export type PricingPlanId = z.infer<typeof PricingPlanId>

export const BillingPeriod = z.enum(BILLING_PERIODS, { error: `Unknown billing period: choose ${BILLING_PERIODS.join(' or ')}` })
export type BillingPeriod = z.infer<typeof BillingPeriod>

/** An amount in whole US dollars (PRICING_CURRENCY): 0 for a free plan. */
const Price = z.number().int().nonnegative()

export const PricingPlan = z.object({
  id: PricingPlanId,
  /** The plan's name: Basic, Standard, Enterprise. */
  title: z.string(),
  /** Who the plan is for, in one line. */
  subtitle: z.string(),
  icon: z.string().describe("The plan's picture, by the name of a Material icon (e.g. 'RocketLaunchOutlined'); a screen that lacks it draws its own."),
  /** What a month costs, paid monthly. */
  monthlyPrice: Price,
  /** The yearly plan: what a month costs then, and what the year costs (paid at once, 12 × perMonth). */
  yearlyPlan: z.object({ perMonth: Price, totalAnnual: Price }),
  /** What the plan gives, one line each. */
  planBenefits: z.array(z.string()),
  /** The plan the page recommends (Standard): at most one is. */
  popular: z.boolean(),
}).meta({ id: 'PricingPlan' })
export type PricingPlan = z.infer<typeof PricingPlan>

/** One of the pricing page's questions, answered. */
export const PricingQuestion = z.object({ question: z.string(), answer: z.string() })
export type PricingQuestion = z.infer<typeof PricingQuestion>

export const PricingData = z.object({
  /** Cheapest first. */
  pricingPlans: z.array(PricingPlan),
  faq: z.array(PricingQuestion).describe("Beyond the SPEC's fields: the pricing page's questions (billing, switching, trials)."),
  currentPlan: PricingPlanId.nullable().describe(
    "Beyond the SPEC's fields: the signed-in user's plan, the `currentPlan` of their row in the users list (standard is the users app's `team`: " +
      'USER_PLAN_OF_PRICING_PLAN). An account not in the users list is on basic; null for a plan the page does not offer (`company`).',
  ),
  billingPeriod: BillingPeriod.describe("Beyond the SPEC's fields: how the signed-in user pays their plan; monthly until they choose otherwise."),
})
export type PricingData = z.infer<typeof PricingData>

export const PlanChoice = z.object({
  currentPlan: PricingPlanId,
  billingPeriod: BillingPeriod,
  userId: Id.describe("The signed-in user's row in the users list, which holds the plan as its `currentPlan`."),
})
export type PlanChoice = z.infer<typeof PlanChoice>

// ---- Endpoints (pricingData is the core API's; choosing a plan is beyond it, `beyondSpec`) ----

export const pricingData = endpoint({
  method: 'GET',
  path: '/pricing/data',
  description:
    'The pricing page: pricingPlans (Basic 0, Standard 49 or 40 a month billed yearly, Enterprise 99 or 80 a month billed yearly, in USD), ' +
    "its questions, and the signed-in user's current plan and billing period. Texts follow Accept-Language.",
  response: PricingData,
})

export const choosePricingPlan = endpoint({
  method: 'POST',
  path: '/pricing/choose-plan',
  description:
    "Puts the signed-in user on a plan, billed monthly or yearly: the plan becomes the `currentPlan` of their row in the users list (" +
    `${Object.entries(USER_PLAN_OF_PRICING_PLAN).map(([plan, userPlan]) => `${plan} → ${userPlan}`).join(', ')}), ` +
    'which their first choice adds to that list. Choosing the current plan again changes nothing. An unknown plan or period: 400 naming the field.',
  body: z.object({ planId: PricingPlanId, billingPeriod: BillingPeriod }),
  response: PlanChoice,
  beyondSpec: true,
})
