// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PricingPlan } from '@/api/contract/pricing'
import { bestYearlySaving, monthlyRate, planAction } from './planActions'

const plan = (id: PricingPlan['id'], monthlyPrice: number, perMonth: number): PricingPlan => ({
  id,
  title: id,
  subtitle: '',
  icon: '',
  monthlyPrice,
  yearlyPlan: { perMonth, totalAnnual: perMonth * 12 },
  planBenefits: [],
  popular: false,
})
const [basic, standard, enterprise] = [plan('basic', 0, 0), plan('standard', 49, 40), plan('enterprise', 99, 80)]
const pricingPlans = [basic, standard, enterprise]

describe('planAction', () => {
  it('marks the current plan, offers the other period on it, and upgrades or switches to the others', () => {
    const onStandardYearly = { pricingPlans, currentPlan: 'standard' as const, billingPeriod: 'yearly' as const }
    expect(planAction(standard, 'yearly', onStandardYearly)).toBe('current')
    expect(planAction(standard, 'monthly', onStandardYearly)).toBe('period')
    expect(planAction(enterprise, 'yearly', onStandardYearly)).toBe('upgrade')
    expect(planAction(basic, 'yearly', onStandardYearly)).toBe('switch')
  })

  it('takes a free plan as current whatever the period', () => {
    const onBasic = { pricingPlans, currentPlan: 'basic' as const, billingPeriod: 'monthly' as const }
    expect(planAction(basic, 'yearly', onBasic)).toBe('current')
    expect(planAction(standard, 'yearly', onBasic)).toBe('upgrade')
  })

  it('only switches when the user is on a plan the page does not offer', () => {
    const elsewhere = { pricingPlans, currentPlan: null, billingPeriod: 'monthly' as const }
    expect(pricingPlans.map((p) => planAction(p, 'monthly', elsewhere))).toEqual(['switch', 'switch', 'switch'])
  })
})

describe('prices', () => {
  it('reads the monthly rate of each period, and the best yearly saving (Enterprise: 80 for 99)', () => {
    expect([monthlyRate(standard, 'monthly'), monthlyRate(standard, 'yearly')]).toEqual([49, 40])
    expect(bestYearlySaving(pricingPlans)).toBeCloseTo(19 / 99)
    expect(bestYearlySaving([basic])).toBe(0)
  })
})
