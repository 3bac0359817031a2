import { endpointsIn } from '@/api/contract/endpoint'
import * as pricingContract from '@/api/contract/pricing'
import { USER_PLAN_OF_PRICING_PLAN, pricingPlanOfUserPlan, type PricingData } from '@/api/contract/pricing'
import { sameIdentity } from '@/api/contract/text'
import type { User, UserPlan } from '@/api/contract/users'
import { defineCollections } from '@/mocks/db'
import type { AccountRecord } from '@/mocks/db/accounts'
import { SubscriptionRecord, pricingPlans, pricingQuestions, seedSubscriptions } from '@/mocks/db/pricing'
import { billingFor } from '@/mocks/db/users'
import { implement } from './implement'
import { requestedLanguage } from './language'
import { users } from './users'

const { pricingSubscriptions } = defineCollections({
  pricingSubscriptions: { row: 'subscription', schema: SubscriptionRecord, seed: seedSubscriptions },
})

type Account = Readonly<AccountRecord>

/*
 * Whose plan it is. The accounts that sign in (`accounts`) and the people of the users app (`users`)
 * are two collections; a person's plan is the users app's `currentPlan`, and the users list is where an
 * admin sees and changes it. So an account's plan is kept there too, never twice: the account's row
 * is the users row with the account's email (emails are unique in both, compared as identities).
 * The demo accounts have no row at first, and the seed's 60 people stay as they are: an account
 * without a row is on the free Basic plan, and its first choice of a plan adds its row to the users
 * list, where the plan then shows and can be changed like anyone's. Only the billing period, which
 * the users app does not know, is kept here, per account.
 */

/** The users row that holds the account's plan, if the account has one. */
function rowOf(account: Account): Readonly<User> | undefined {
  return users.find((row) => sameIdentity(row.email, account.email))
}

function subscriptionOf(account: Account): Readonly<SubscriptionRecord> | undefined {
  return pricingSubscriptions.find((subscription) => subscription.accountId === account.id)
}

function planOf(account: Account): Pick<PricingData, 'currentPlan' | 'billingPeriod'> {
  const row = rowOf(account)
  return {
    currentPlan: row ? pricingPlanOfUserPlan(row.currentPlan) : 'basic',
    billingPeriod: subscriptionOf(account)?.billingPeriod ?? 'monthly',
  }
}

/** The account as a person of the users list, on `plan`. */
function newRow(account: Account, plan: UserPlan): Omit<User, 'id'> {
  const username = freeUsername(account)
  return {
    fullName: account.fullName,
    company: '',
    role: account.role === 'admin' ? 'admin' : 'subscriber',
    username,
    country: '',
    contact: '',
    email: account.email,
    currentPlan: plan,
    status: 'active',
    avatar: account.avatar ?? '',
    billing: billingFor(username),
  }
}

/** The account's username, or with a number after it when a person of the users list has it already (usernames are unique there). */
function freeUsername({ username }: Account): string {
  const taken = (name: string) => users.find((row) => sameIdentity(row.username, name)) !== undefined
  let name = username
  for (let n = 2; taken(name); n++) name = `${username}-${n}`
  return name
}

/** The pricing page (src/api/contract/pricing.ts): its plans and questions in the request's language, and the signed-in user's plan. */
export const handlers = implement(endpointsIn(pricingContract), {
  pricingData: ({ request, user }) => {
    const language = requestedLanguage(request)
    return { pricingPlans: pricingPlans(language), faq: pricingQuestions(language), ...planOf(user) }
  },

  choosePricingPlan: ({ body: { planId, billingPeriod }, user }) => {
    const plan = USER_PLAN_OF_PRICING_PLAN[planId]
    const row = rowOf(user)
    const saved = !row ? users.insert(newRow(user, plan)) : row.currentPlan === plan ? row : users.update(row.id, { currentPlan: plan })!
    const subscription = subscriptionOf(user)
    if (!subscription) pricingSubscriptions.insert({ accountId: user.id, billingPeriod })
    else if (subscription.billingPeriod !== billingPeriod) pricingSubscriptions.update(subscription.id, { billingPeriod })
    return { currentPlan: planId, billingPeriod, userId: saved.id }
  },
})
