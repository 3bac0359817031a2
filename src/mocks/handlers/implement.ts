import type { HttpHandler } from 'msw'
import type { Endpoint } from '@/api/contract/endpoint'
import type { Requirement } from '@/auth/guards'
import { handle, type Resolver } from './handle'
import { actionOf } from './permissions'

/** One resolver for each endpoint of a contract slice, under the endpoint's name. */
type Resolvers<C extends Record<string, Endpoint>> = { [K in keyof C]: Resolver<C[K]> }

/** Who may call a domain's endpoints (see ./permissions). */
interface Access<C extends Record<string, Endpoint>> {
  /**
   * The CASL subject of the domain, as its routes name it in `staticData.ability` (e.g. 'Email'):
   * a GET needs `read` on it, any other method `update`.
   */
  subject: string
  /** Endpoints that need something else, by name, e.g. `{ me: EVERY_SIGNED_IN_USER }`. */
  overrides?: { [K in keyof C]?: Requirement }
}

/**
 * A domain's msw handlers: every endpoint of `endpoints` with its resolver, each refusing (403) a
 * signed-in user whose abilities miss what `access` asks. The type asks for a resolver for each
 * endpoint, so an endpoint added to the contract without one does not compile:
 *
 *   import * as emailContract from '@/api/contract/email'
 *   export const handlers = implement(endpointsIn(emailContract), { emailsData: ({ query }) => ..., ... }, { subject: 'Email' })
 */
export function implement<C extends Record<string, Endpoint>>(endpoints: C, resolvers: Resolvers<C>, access: Access<C>): HttpHandler[] {
  return Object.entries(endpoints).map(([name, endpoint]) => {
    const requirement = access.overrides?.[name] ?? { action: actionOf(endpoint.method), subject: access.subject }
    return handle(endpoint, resolvers[name] as Resolver<Endpoint>, requirement)
  })
}
