import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@/api/contract/endpoint'
import { backendReady } from './backendReady'
import { readAnswer, send, type CallInput } from './http'
import { refreshInProgress, refreshSession } from './refresh'
import { tokens } from './tokenSource'
import { dueForRenewal } from './tokenExpiry'

/** An input slot: absent when the endpoint takes none, optional when every field is. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T }

/** What `api()` takes besides the endpoint, typed from the endpoint's schemas. */
export type CallOptions<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>> & { signal?: AbortSignal }

type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>]

/**
 * Calls one endpoint of the contract and returns its answer, parsed and typed:
 *
 *   const { userData } = await api(me)
 *   const answer = await api(login, { body: { email, password } })
 *
 * Throws `ApiError` for an error status and `ContractMismatchError` when the answer does not match
 * the contract. For endpoints that need a token, a 401 renews the session once (shared with every
 * other call waiting at that moment) and retries; if renewal is refused, the session ends and the
 * handler given to `onSessionExpired` runs.
 */
export async function api<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ResponseOf<E>> {
  const input = (options ?? {}) as CallInput
  await backendReady()

  if (!endpoint.auth) return readAnswer(endpoint, await send(endpoint, input, null))

  // A renewal is under way: wait for it rather than send a token about to be replaced. A token in
  // its last moments is renewed first, while the refresh token is still valid (see tokenExpiry.ts).
  await refreshInProgress()?.catch(() => {})
  const current = tokens().accessToken()
  if (current && dueForRenewal(current)) await refreshSession().catch(() => {})
  const sentToken = tokens().accessToken()
  let response = await send(endpoint, input, sentToken)

  if (response.status === 401 && (await renewedAfter401(sentToken))) {
    response = await send(endpoint, input, tokens().accessToken())
  }
  return readAnswer(endpoint, response)
}

async function renewedAfter401(sentToken: string | null): Promise<boolean> {
  // Sent without a session (a visitor, or a query refetching right after logout): there is nothing
  // to renew, and the route guards, not this call, decide where a visitor may go.
  if (sentToken === null) return false
  const currentToken = tokens().accessToken()
  // Another call renewed the session while this one was under way: just retry with the new token.
  // (If the session has ended meanwhile, there is nothing to retry with.)
  if (currentToken !== sentToken) return currentToken !== null
  return refreshSession()
}
