import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { buildProblem } from './scripts/buildIsCurrent.mjs'
import { chromiumArgs, findChromium } from './scripts/chromium.mjs'
import { testSlowdown } from './scripts/machineSpeed.mjs'
import { roleState } from './e2e/support/session'

const chromium = findChromium()
// The time limits below are the budget machine's (scripts/machineSpeed.mjs): a slower machine gets them in proportion.
const slowdown = testSlowdown()
// E2E_PORT and E2E_DIST let several builds be tested side by side; the defaults serve ./dist on 4173.
const port = Number(process.env.E2E_PORT ?? 4173)
const dist = process.env.E2E_DIST ?? 'dist'
// The build without the mock (`npm run build:e2e-real-backend`), served beside it for e2e/real-backend.spec.ts.
const realBackendPort = Number(process.env.E2E_REAL_BACKEND_PORT ?? port + 1)
const realBackendDist = process.env.E2E_REAL_BACKEND_DIST ?? 'dist-real-backend'

// The tests test a build: none, or one older than the sources, stops the run here with what to do.
// E2E_ANY_BUILD=1 tests whatever build there is (a build made elsewhere, a bisect).
if (!process.env.E2E_ANY_BUILD) {
  const problem = buildProblem(dist, dist === 'dist' ? 'npm run build' : `vite build --outDir ${dist}`)
  if (problem) throw new Error(problem)
}

// End-to-end tests run against the production build (`npm run build`) served by `vite preview`,
// with the real mock service worker answering every call.
export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUT ?? 'test-results',
  fullyParallel: true,
  // Two at least: the suite's budget (e2e/budget.json) is set for a 2-core machine.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A test that fails is run once more, traced, and the timing report lists it as flaky when that
  // run passes. Tracing every run would double the suite's time on a 2-core machine (measured: 69 s
  // against 138 s for three spec files), so only the retry is traced.
  retries: 1,
  timeout: 30_000 * slowdown,
  // A cold page (app, mock back end, catalogs) can take several seconds to show on a loaded 2-core machine.
  expect: { timeout: 10_000 * slowdown },
  reporter: [['list'], ['./e2e/support/timing-reporter.ts'], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    launchOptions: { executablePath: chromium.executablePath, args: chromiumArgs },
  },
  projects: [
    // Signs in once per role (e2e/auth.setup.ts); tests start signed in as admin unless they say
    // `test.use({ storageState: roleState('guest') })` (or 'client').
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'chromium',
      testIgnore: /real-backend\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, storageState: roleState('admin') },
      dependencies: ['setup'],
    },
    // The build for a real back end: no mock, no saved sessions (its back end is the test's own stub).
    {
      name: 'real-backend',
      testMatch: /real-backend\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${realBackendPort}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --port ${realBackendPort} --strictPort --outDir ${realBackendDist}`,
      url: `http://localhost:${realBackendPort}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
