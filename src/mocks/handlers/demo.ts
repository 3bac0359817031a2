import * as demoContract from '@/api/contract/demo'
import { endpointsIn } from '@/api/contract/endpoint'
import { flushDb, resetDb } from '@/mocks/db'
import { toAuthUser } from '@/mocks/db/accounts'
import { accounts } from './accounts'
import { implement } from './implement'
import { startNewGeneration, tokenPairFor } from './sessions'

/**
 * "Reset demo data": every collection back to its seed, kept in the browser's store at once. Ids
 * start over with the seed, so every token issued before stops working (a new generation, see
 * ./sessions); the caller stays signed in with new tokens, when the seed has their account. It
 * changes every domain's data, so it needs a hold on everything (`all`): the admin only.
 */
export const handlers = implement(endpointsIn(demoContract), {
  resetDemoData: async ({ user: caller }) => {
    await resetDb()
    await startNewGeneration()
    // Stored before the answer: a reload must not find the old generation with the new tokens.
    await flushDb()
    // The same id and email: the same demo account, not whoever the seed gives the caller's id.
    const account = accounts.find((user) => user.id === caller.id && user.email === caller.email)
    const session = account ? { userData: toAuthUser(account), ...(await tokenPairFor(account.id)) } : null
    return { reset: true as const, session }
  },
})
