import type { RequestHandler } from 'msw'

/** Every handler of the mock back end, one file per domain. */
export const handlers: RequestHandler[] = []
