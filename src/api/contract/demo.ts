import { z } from 'zod'
import { endpoint } from './endpoint'

/**
 * Demo housekeeping, beyond the SPEC: the mock back end keeps every change in the browser, and this
 * call puts its seed data back. A real back end need not offer it.
 */
export const resetDemoData = endpoint({
  method: 'POST',
  path: '/api/demo/reset',
  description: 'Restores the seed data of the demo back end (every collection); the session stays valid.',
  beyondSpec: true,
  response: z.object({ reset: z.literal(true) }),
})
