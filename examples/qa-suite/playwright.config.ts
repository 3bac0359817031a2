import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { buildProblem } from '../../scripts/buildIsCurrent.mjs'
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs'
import { roleState } from '../../e2e/support'

/*
 * A QA team's own suite, in its own folder, with its own config: it tests the built app (`npm run
 * build`, served here by `vite preview`) through the test kit's one entry point, e2e/support/index.ts.
 * Run it with `npx playwright test -c examples/qa-suite` from the project's root. docs/test-kit.md,
 * "A suite of your own", says how to copy it into a product.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const port = Number(process.env.QA_PORT ?? 4179)
const chromium = findChromium()

// The suite tests a build: none, or one older than the sources, stops the run here with what to do.
const problem = process.env.E2E_ANY_BUILD ? undefined : buildProblem(`${root}/dist`, 'npm run build')
if (problem) throw new Error(problem)

export default defineConfig({
  testDir: '.',
  outputDir: fileURLToPath(new URL('../../test-results/qa-suite', import.meta.url)),
  fullyParallel: true,
  workers: 2,
  // A flaky test is a defect to fix, not to retry.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'qa', testMatch: /\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined, storageState: roleState('admin') }, dependencies: ['setup'] },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    cwd: root,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
})
