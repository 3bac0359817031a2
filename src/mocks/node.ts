import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The same handlers as the browser's, for Vitest (see ./testing.ts for the usual setup). */
export const server = setupServer(...handlers)
