import type { HttpHandler } from 'msw'
import type { Endpoint } from '@/api/contract/endpoint'
import { handle, type Resolver } from './handle'

/** One resolver for each endpoint of a contract slice, under the endpoint's name. */
type Resolvers<C extends Record<string, Endpoint>> = { [K in keyof C]: Resolver<C[K]> }

/**
 * A domain's msw handlers: every endpoint of `endpoints` with its resolver, each refusing (403) a
 * signed-in user whose abilities miss what the endpoint's `ability` asks (the contract says who may
 * call: see `domainEndpoint()`). The type asks for a resolver for each endpoint, so an endpoint added
 * to the contract without one does not compile:
 *
 *   import * as emailContract from '@/api/contract/email'
 *   export const handlers = implement(endpointsIn(emailContract), { emailsData: ({ query }) => ..., ... })
 */
export function implement<C extends Record<string, Endpoint>>(endpoints: C, resolvers: Resolvers<C>): HttpHandler[] {
  return Object.entries(endpoints).map(([name, endpoint]) => handle(endpoint, resolvers[name] as Resolver<Endpoint>))
}
