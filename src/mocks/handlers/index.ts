import type { RequestHandler } from 'msw'
import { authHandlers } from './auth'
import { datatablesHandlers } from './datatables'
import { demoHandlers } from './demo'
import { emailHandlers } from './email'
import { searchHandlers } from './search'

/** Every handler of the mock back end, one file per domain. */
export const handlers: RequestHandler[] = [...authHandlers, ...datatablesHandlers, ...searchHandlers, ...emailHandlers, ...demoHandlers]
