// Screenshots of pages in given settings: node shoot.mjs
import { chromium } from '@playwright/test'
const base = 'http://localhost:4173'
const shots = JSON.parse(process.argv[2])
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const { name, path, settings = {}, width = 1440, height = 1000, action, full = true } of shots) {
  const context = await browser.newContext({ storageState: '/work/main/.e2e-auth/admin.json', viewport: { width, height } })
  const page = await context.newPage()
  await page.addInitScript((s) => { localStorage.setItem('settings', JSON.stringify(s)) }, settings)
  await page.goto(base + path)
  await page.waitForLoadState('networkidle')
  if (action) { await eval(action); await page.waitForTimeout(800) }
  await page.waitForTimeout(600)
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full })
  await context.close()
}
await browser.close()
