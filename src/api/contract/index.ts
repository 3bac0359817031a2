/**
 * The API contract: every call the app makes, described once. A real back end must honour this
 * table; `toOpenApi(contract)` turns it into an OpenAPI document for the people who build one.
 * Each domain describes its endpoints in its own file, listed in ./domains.ts; `contract` is
 * derived from those files' exports, so an endpoint is never listed by hand.
 */
import * as domains from './domains'
import { endpointsIn } from './endpoint'

export const contract = endpointsIn(domains)
export type Contract = typeof contract

export * from './domains'
export * from './paging'
export * from './errors'
export * from './text'
export { apiBaseUrl } from './baseUrl'
export { endpoint, endpointsIn } from './endpoint'
export type { Endpoint, EndpointDefinition, EndpointsIn, HttpMethod, ParamsOf, QueryOf, BodyOf, ResponseOf } from './endpoint'
