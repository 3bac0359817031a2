// Finds a Chromium for the browser tests and the benchmark, in this order:
// Playwright's own browser if installed, else $CHROMIUM_PATH, else a system Chromium.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** @returns {{ executablePath?: string, source: string }} */
export function findChromium() {
  const own = chromium.executablePath()
  if (own && existsSync(own)) return { source: 'playwright' }
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROMIUM_PATH' }
  const system = systemCandidates.find((p) => existsSync(p))
  if (system) return { executablePath: system, source: 'system' }
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one with:   npx playwright install chromium',
      'or on Debian/Ubuntu: sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH at an existing Chromium binary.',
    ].join('\n'),
  )
}

/** Flags that keep a headless Chromium quiet on a machine with no route to the internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
