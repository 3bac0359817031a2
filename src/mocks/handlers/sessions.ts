import { z } from 'zod'
import { defineCollections } from '@/mocks/db'
import type { AccountRecord } from '@/mocks/db/accounts'
import { tokens, type TokenClaims, type TokenKind } from '@/mocks/jwt'
import { accounts } from './accounts'

/*
 * Which tokens still speak for a user. Two rules on top of the signature and claims jwt.ts checks:
 *
 * - A token names the generation (`epoch`) of the demo data it was issued in. A demo reset starts a
 *   new generation, so no token from before it acts as whoever the reset's seed (or a later sign-up)
 *   gives its user id. A fresh database starts in the fixed generation "seed", where every id names
 *   the same demo account as in any other fresh database: a token issued there stays valid in a new
 *   one. The end-to-end tests rely on that: they sign in once, keep the tokens (localStorage) and
 *   start every test from an empty store (IndexedDB is not kept). That is also why this is an epoch
 *   and not a table of sessions: a stored session would be missing from that empty store.
 * - A refresh token is spent by its exchange: its id is kept until it would have expired anyway,
 *   and a second exchange with it is refused (the client shares one exchange between its calls).
 */

const Generation = z.object({ id: z.number(), epoch: z.string().min(1) })

const SpentRefreshToken = z.object({
  id: z.number(),
  jti: z.string(),
  /** When the token expires; after that its signature check refuses it, and the row can go. */
  exp: z.number(),
})

const SEED_EPOCH = 'seed'

// Loaded with the mock itself (handle.ts authenticates through here), like the accounts.
const { generations, spentRefreshTokens } = defineCollections({
  generations: { row: 'generation', schema: Generation, seed: () => [{ id: 1, epoch: SEED_EPOCH }] },
  spentRefreshTokens: { row: 'spent refresh token', schema: SpentRefreshToken, seed: (): z.infer<typeof SpentRefreshToken>[] => [] },
})

function currentEpoch(): string {
  return generations.get(1)?.epoch ?? SEED_EPOCH
}

/** After a demo reset: every token issued so far stops working. */
export async function startNewGeneration(): Promise<void> {
  const epoch = crypto.randomUUID()
  if (!generations.update(1, { epoch })) generations.insert({ epoch })
}

/** A new access and refresh token for a user, in the current generation. Rejects if signing fails. */
export function tokenPairFor(userId: number): Promise<{ accessToken: string; refreshToken: string }> {
  return tokens.issuePair(userId, currentEpoch())
}

/** The user a token of `kind` speaks for now, or undefined (invalid, from an earlier generation, or its user is gone). */
async function userOf(sent: string, kind: TokenKind): Promise<{ user: Readonly<AccountRecord>; claims: TokenClaims } | undefined> {
  const claims = await tokens.verify(sent, kind)
  if (!claims || claims.epoch !== currentEpoch()) return undefined
  const user = accounts.get(claims.userId)
  return user && { user, claims }
}

/** The user a bearer access token belongs to, or undefined. */
export async function userOfAccessToken(sent: string): Promise<Readonly<AccountRecord> | undefined> {
  return (await userOf(sent, 'access'))?.user
}

/** The user a refresh token belongs to, spending the token: undefined when it is invalid or was spent before. */
export async function redeemRefreshToken(sent: string): Promise<Readonly<AccountRecord> | undefined> {
  const found = await userOf(sent, 'refresh')
  if (!found) return undefined
  const { jti, exp } = found.claims
  // Checked and spent with no await in between (an insert is in memory at once), so two exchanges
  // at once cannot both pass.
  if (spentRefreshTokens.find((row) => row.jti === jti)) return undefined
  forgetExpiredSpentTokens()
  spentRefreshTokens.insert({ jti, exp })
  return found.user
}

function forgetExpiredSpentTokens(): void {
  const now = Date.now() / 1000
  for (const row of spentRefreshTokens.filter((spent) => spent.exp <= now)) spentRefreshTokens.remove(row.id)
}
