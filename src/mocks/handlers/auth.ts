import * as authContract from '@/api/contract/auth'
import { endpointsIn } from '@/api/contract/endpoint'
import { toAuthUser } from '@/mocks/db/users'
import { badRequest, unauthorized } from '@/mocks/httpErrors'
import { tokens } from '@/mocks/jwt'
import { users } from './accounts'
import { implement } from './implement'

/** Auth as SPEC sections 5-8 describe it, with real, expiring JWTs. */
export const handlers = implement(endpointsIn(authContract), {
  login: async ({ body }) => {
    const user = users.find((u) => sameEmail(u.email, body.email) && u.password === body.password)
    if (!user) throw badRequest({ email: ['Email or Password is Invalid'] })
    return { userData: toAuthUser(user), ...(await issueTokens(user.id)) }
  },

  register: async ({ body }) => {
    const error = {
      email: users.find((u) => sameEmail(u.email, body.email)) ? 'This email is already in use.' : null,
      username: users.find((u) => u.username === body.username) ? 'This username is already in use.' : null,
    }
    // The SPEC answers a taken email or username with status 200 and this body.
    if (error.email || error.username) return { error }

    const user = users.insert({
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
      users.remove(user.id)
      throw failure
    }
  },

  // `verify` unwraps a refresh token sent in quotes, as it does a bearer token.
  refreshToken: async ({ body }) => {
    const userId = await tokens.verify(body.refreshToken, 'refresh')
    const user = userId === null ? undefined : users.get(userId)
    if (!user) throw unauthorized('Invalid refresh token')
    return { userData: toAuthUser(user), ...(await issueTokens(user.id)) }
  },

  me: ({ user }) => ({ userData: toAuthUser(user) }),
})

/** A new token pair; a signing failure is the SPEC's `{ error: { email: ['Something went wrong'] } }`. */
async function issueTokens(userId: number) {
  try {
    return await tokens.issuePair(userId)
  } catch {
    throw badRequest({ email: ['Something went wrong'] })
  }
}

function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
