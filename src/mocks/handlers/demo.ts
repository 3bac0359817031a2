import * as demoContract from '@/api/contract/demo'
import { endpointsIn } from '@/api/contract/endpoint'
import { resetDb } from '@/mocks/db'
import { implement } from './implement'

/** "Reset demo data": every collection back to its seed, kept in the browser's store at once. */
export const handlers = implement(endpointsIn(demoContract), {
  resetDemoData: async () => {
    await resetDb()
    return { reset: true as const }
  },
})
