// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { register } from '@/api/contract/auth'
import { choosePricingPlan, pricingData } from '@/api/contract/pricing'
import { getUser, updateUser, usersData } from '@/api/contract/users'
import { USER_COUNT } from '@/mocks/db/users'
import { callEndpoint, expectSuccess, postJson, setupMockBackend, signIn } from '@/mocks/testing'

setupMockBackend()

/** The admin's row in the users list (found by their email), if they have one. */
const adminRow = async () => (await expectSuccess(usersData, { query: { q: 'John Doe' } })).users.find((user) => user.email === 'admin@demo.com')

describe('GET /pricing/data', () => {
  it('answers the three plans with their exact prices, Standard the popular one', async () => {
    const { pricingPlans } = await expectSuccess(pricingData)
    expect(pricingPlans.map(({ id, title, monthlyPrice, yearlyPlan, popular }) => ({ id, title, monthlyPrice, yearlyPlan, popular }))).toEqual([
      { id: 'basic', title: 'Basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 }, popular: false },
      { id: 'standard', title: 'Standard', monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, popular: true },
      { id: 'enterprise', title: 'Enterprise', monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 }, popular: false },
    ])
    expect(pricingPlans[0]!.planBenefits).toEqual(expect.arrayContaining(['100 responses a month', 'Up to 2 subdomains']))
    for (const plan of pricingPlans) {
      expect(plan.subtitle).not.toBe('')
      expect(plan.icon).not.toBe('')
      expect(plan.planBenefits.length).toBeGreaterThanOrEqual(4)
    }
  })

  it('answers the questions, and an account that chose nothing is on Basic, billed monthly', async () => {
    const data = await expectSuccess(pricingData)
    expect(data.faq.length).toBeGreaterThanOrEqual(4)
    expect(data.faq.every(({ question, answer }) => question.endsWith('?') && answer.length > 20)).toBe(true)
    expect(data).toMatchObject({ currentPlan: 'basic', billingPeriod: 'monthly' })
  })

  it('speaks the language of Accept-Language, with the same prices', async () => {
    const english = await expectSuccess(pricingData)
    const { body: german } = await callEndpoint(pricingData, {}, { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } })
    expect(german.pricingPlans[0]!.planBenefits).toContain('100 Antworten im Monat')
    expect(german.faq[0]!.question).toBe('Verlängert sich mein Abonnement von selbst?')
    const prices = (data: typeof english) => data.pricingPlans.map(({ id, title, monthlyPrice, yearlyPlan, popular }) => [id, title, monthlyPrice, yearlyPlan, popular])
    expect(prices(german)).toEqual(prices(english))
    for (const language of ['fr', 'pt']) {
      const { body } = await callEndpoint(pricingData, {}, { headers: { 'Accept-Language': language } })
      expect(body.faq).toHaveLength(english.faq.length)
      expect(body.faq[0]!.question).not.toBe(english.faq[0]!.question)
    }
  })

  it('refuses the client role', async () => {
    const { status, body } = await callEndpoint(pricingData, {}, { as: 'client' })
    expect(status).toBe(403)
    expect(body).toEqual({ error: 'The client role may not read Pricing' })
    expect((await callEndpoint(choosePricingPlan, { body: { planId: 'standard', billingPeriod: 'yearly' } }, { as: 'client' })).status).toBe(403)
  })
})

describe('POST /pricing/choose-plan', () => {
  it("keeps the choice on the admin's row in the users list, which the first choice adds", async () => {
    expect(await adminRow()).toBeUndefined()

    const chosen = await expectSuccess(choosePricingPlan, { body: { planId: 'standard', billingPeriod: 'yearly' } })
    expect(chosen).toMatchObject({ currentPlan: 'standard', billingPeriod: 'yearly' })
    expect(await expectSuccess(pricingData)).toMatchObject({ currentPlan: 'standard', billingPeriod: 'yearly' })

    // Standard is the users app's Team plan: the list shows it, its record too, and its filter finds it.
    const { user } = await expectSuccess(getUser, { query: { id: chosen.userId } })
    expect(user).toMatchObject({ fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', status: 'active', currentPlan: 'team' })
    expect((await expectSuccess(usersData, { query: { perPage: 10 } })).total).toBe(USER_COUNT + 1)
    expect((await expectSuccess(usersData, { query: { currentPlan: 'team', q: 'johndoe' } })).users.map((u) => u.id)).toEqual([chosen.userId])

    // A second choice changes the same row: no one is added.
    const again = await expectSuccess(choosePricingPlan, { body: { planId: 'enterprise', billingPeriod: 'monthly' } })
    expect(again).toEqual({ currentPlan: 'enterprise', billingPeriod: 'monthly', userId: chosen.userId })
    expect((await adminRow())!.currentPlan).toBe('enterprise')
    expect((await expectSuccess(usersData, { query: { perPage: 10 } })).total).toBe(USER_COUNT + 1)
    expect(await expectSuccess(pricingData)).toMatchObject({ currentPlan: 'enterprise', billingPeriod: 'monthly' })
  })

  it('shows a plan the users app gives the row, and none for its Company plan, which the page does not sell', async () => {
    const { userId } = await expectSuccess(choosePricingPlan, { body: { planId: 'basic', billingPeriod: 'monthly' } })
    await expectSuccess(updateUser, { body: { id: userId, currentPlan: 'enterprise' } })
    expect((await expectSuccess(pricingData)).currentPlan).toBe('enterprise')
    await expectSuccess(updateUser, { body: { id: userId, currentPlan: 'company' } })
    expect((await expectSuccess(pricingData)).currentPlan).toBeNull()
  })

  it("keeps each account's plan apart", async () => {
    await expectSuccess(choosePricingPlan, { body: { planId: 'enterprise', billingPeriod: 'yearly' } })
    const { body } = await callEndpoint(register, { body: { email: 'new@demo.com', password: 'secret12', username: 'newbie' } }, { as: null })
    const asNew = { headers: { Authorization: `Bearer ${(body as { accessToken: string }).accessToken}` }, as: null }
    expect((await callEndpoint(pricingData, {}, asNew)).body).toMatchObject({ currentPlan: 'basic', billingPeriod: 'monthly' })

    const theirs = (await callEndpoint(choosePricingPlan, { body: { planId: 'standard', billingPeriod: 'monthly' } }, asNew)).body
    const { user } = await expectSuccess(getUser, { query: { id: theirs.userId } })
    expect(user).toMatchObject({ email: 'new@demo.com', username: 'newbie', currentPlan: 'team' })
    expect(await expectSuccess(pricingData)).toMatchObject({ currentPlan: 'enterprise', billingPeriod: 'yearly' })
  })

  it.each([
    ['an unknown plan', { planId: 'platinum', billingPeriod: 'monthly' }, 'planId'],
    ["the users app's name for it", { planId: 'team', billingPeriod: 'monthly' }, 'planId'],
    ['no plan', { billingPeriod: 'yearly' }, 'planId'],
    ['a plan that is a number', { planId: 2, billingPeriod: 'yearly' }, 'planId'],
    ['an unknown period', { planId: 'standard', billingPeriod: 'weekly' }, 'billingPeriod'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_, body, field) => {
    const before = await expectSuccess(pricingData)
    const { status, body: answer } = await callEndpoint(choosePricingPlan, { body: body as never })
    expect(status).toBe(400)
    expect(Object.keys((answer as unknown as { error: object }).error)).toEqual([field])
    expect(await expectSuccess(pricingData)).toEqual(before)
    expect(await adminRow()).toBeUndefined()
  })

  it('answers 400, never 500, to a body that is not what it expects', async () => {
    const { accessToken } = await signIn('admin')
    const auth = { Authorization: `Bearer ${accessToken}` }
    for (const raw of ['not json', '[]', 'null', '{"planId":{"$ne":1}}', JSON.stringify({ planId: 'x'.repeat(100_000), billingPeriod: 'yearly' })]) {
      const response = await postJson('/pricing/choose-plan', raw, auth)
      expect(response.status, raw.slice(0, 30)).toBe(400)
    }
  })
})
