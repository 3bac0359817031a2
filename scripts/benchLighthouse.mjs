// Lighthouse's performance audit (its default, a mid-range phone on a slow 4G link, simulated) for
// `npm run bench`. It runs offline against the local preview with the system's Chromium. A page for
// signed-in users is audited signed in: the session is stored in a fresh profile first, and
// Lighthouse is told to keep storage (the profile is new, so nothing else is cached).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

const DEBUG_PORT = 9339

/** @returns {Promise<{ score: number, fcpMs: number, lcpMs: number, tbtMs: number, speedIndexMs: number }>} */
export async function auditWithLighthouse({ url, storage, executablePath, args }) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...args, `--remote-debugging-port=${DEBUG_PORT}`],
  })
  try {
    // Storage is per origin: set it from a static file of the app, which runs none of its code.
    const page = await context.newPage()
    await page.goto(new URL('/favicon.svg', url).href)
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
    await page.close()
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`)
    const ms = (id) => Math.round(audits[id].numericValue)
    return {
      score: Math.round(categories.performance.score * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      speedIndexMs: ms('speed-index'),
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}
