import * as authContract from '@/api/contract/auth'
import { endpointsIn } from '@/api/contract/endpoint'
import { sameIdentity } from '@/api/contract/text'
import { toAuthUser } from '@/mocks/db/accounts'
import { badRequest, unauthorized } from '@/mocks/httpErrors'
import { accounts } from './accounts'
import { implement } from './implement'
import { redeemRefreshToken, tokenPairFor } from './sessions'

/**
 * Auth as src/api/contract/auth.ts describes it, with real, expiring JWTs. Sign-in, registration and
 * refresh need no token; `me` needs `read Auth`, which every role has.
 */
export const handlers = implement(endpointsIn(authContract), {
  login: async ({ body }) => {
    const user = accounts.find((u) => sameIdentity(u.email, body.email) && u.password === body.password)
    if (!user) throw badRequest({ email: ['Email or Password is Invalid'] })
    return { userData: toAuthUser(user), ...(await issueTokens(user.id)) }
  },

  register: async ({ body }) => {
    const error = {
      email: accounts.find((u) => sameIdentity(u.email, body.email)) ? 'This email is already in use.' : null,
      username: accounts.find((u) => sameIdentity(u.username, body.username)) ? 'This username is already in use.' : null,
    }
    // A taken email or username is answered with status 200 and this body (`RegisterConflict` in the contract).
    if (error.email || error.username) return { error }

    const user = accounts.insert({
      email: body.email,
      password: body.password,
      username: body.username,
      fullName: body.username,
      avatar: null,
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    })
    try {
      const { accessToken } = await issueTokens(user.id)
      return { user: toAuthUser(user), accessToken }
    } catch (failure) {
      // No half-made account: the user can simply try again.
      accounts.remove(user.id)
      throw failure
    }
  },

  // A refresh token is good for one exchange; the new one lives a full term again (see ./sessions).
  // A refresh token sent in quotes is unwrapped, as a bearer token is.
  refreshToken: async ({ body }) => {
    const user = await redeemRefreshToken(body.refreshToken)
    if (!user) throw unauthorized('Invalid refresh token')
    return { userData: toAuthUser(user), ...(await issueTokens(user.id)) }
  },

  me: ({ user }) => ({ userData: toAuthUser(user) }),
})

/** A new token pair; a signing failure is the login's `{ error: { email: ['Something went wrong'] } }`. */
async function issueTokens(userId: number) {
  try {
    return await tokenPairFor(userId)
  } catch {
    throw badRequest({ email: ['Something went wrong'] })
  }
}
