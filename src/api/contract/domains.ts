/**
 * Every domain's contract file, listed once. Add a line here for a new domain: its endpoints join
 * `contract` (and so the OpenAPI document), and its exports reach the app through `@/api/contract`.
 */
export * from './accountSettings'
export * from './auth'
export * from './cards'
export * from './chat'
export * from './datatables'
export * from './demo'
export * from './ecommerce'
export * from './email'
export * from './invoices'
export * from './profile'
export * from './search'
export * from './users'
export * from './calendar'
export * from './todo'
export * from './blog'
export * from './pricing'
export * from './faq'
export * from './maps'
