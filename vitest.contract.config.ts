import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

// The contract suite (contract-tests/): `BASE_URL=https://api.example.com npm run test:contract` checks
// a server over plain HTTP; without BASE_URL it starts the mock back end as an HTTP server and checks
// that. Vitest sets BASE_URL to Vite's base path inside tests, so it is read here, once.
const baseUrl = (process.env.BASE_URL ?? '').replace(/\/+$/, '')
// The handlers answer at the API's base URL; outside a browser that is http://localhost (src/api/contract/baseUrl.ts).
process.env.VITE_API_BASE_URL = ''

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['contract-tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['contract-tests/globalSetup.ts'],
    provide: { baseUrl },
    // One server, one sequence of calls: a later call may rely on what an earlier one made.
    fileParallelism: false,
    testTimeout: 30_000,
  },
})
