import { resetDemoData } from '@/api/contract'
import { resetDb } from '@/mocks/db'
import { handle } from './handle'

/** "Reset demo data": every collection back to its seed, kept in the browser's store at once. */
export const demoHandlers = [
  handle(resetDemoData, async () => {
    await resetDb()
    return { reset: true as const }
  }),
]
