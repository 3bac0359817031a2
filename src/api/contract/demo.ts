import { z } from 'zod'
import { SessionAnswer } from './auth'
import { domainEndpoint } from './endpoint'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('all')

/**
 * Demo housekeeping, beyond the core API (`beyondSpec`): the mock back end keeps every change in the browser, and this
 * call puts its seed data back. A real back end need not offer it.
 */
export const resetDemoData = endpoint({
  method: 'POST',
  path: '/api/demo/reset',
  description:
    'Restores the seed data of the demo back end (every collection). Every token issued before stops working; ' +
    'the caller gets a new session, or null when their account was made after the seed (it is gone).',
  beyondSpec: true,
  response: z.object({ reset: z.literal(true), session: SessionAnswer.nullable() }),
})
