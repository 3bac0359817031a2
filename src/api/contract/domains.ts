/**
 * Every domain's contract file, listed once. Add a line here for a new domain: its endpoints join
 * `contract` (and so the OpenAPI document), and its exports reach the app through `@/api/contract`.
 */
export * from './auth'
export * from './datatables'
export * from './demo'
export * from './email'
export * from './search'
