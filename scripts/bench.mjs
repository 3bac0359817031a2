// Performance benchmark: `npm run bench [-- /route ...] [--runs N] [--scenario large] [--interactions] [--no-lighthouse]`.
//
// Builds the app, serves it with `vite preview`, and loads every top-level route in a cold browser
// context (no cache, no service worker), N times (3 by default; the medians are reported). For each
// route: the JavaScript the page loaded by the load event and by network idle, sized from the built
// files on disk (gzip), split into app code and mock back end code; First and Largest Contentful
// Paint; Total Blocking Time (the long tasks' time over 50 ms, from first paint until the page
// settled). Then warm interactions (route change, search palette, datatable search) and Lighthouse's
// mobile performance audit of the login page and the dashboard.
//
// The mock answers without its simulated network delay (latency 0): the timings are the app's own.
// Prints a table on stdout and writes every figure to .bench/results.json. Budgets are enforced
// elsewhere (`npm run check:budgets`, in `npm test`); the exit code here is non-zero only when
// something could not be measured.
//
// Bytes are counted from disk, not from the network: once the mock service worker controls the
// page, its responses report a transfer size of 0.

import { spawn } from 'node:child_process'
import { get } from 'node:http'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from './chromium.mjs'
import { readManifest, staticClosure } from './manifest.mjs'
import { auditWithLighthouse } from './benchLighthouse.mjs'

/** Top-level routes to measure. Add each new app or page here. */
const ROUTES = [
  '/',
  '/dashboard/analytics',
  '/cards/statistics',
  '/cards/analytics',
  '/cards/basic',
  '/apps/user/list',
  '/apps/invoice/list',
  '/apps/invoice/add',
  '/pages/account-settings',
  '/pages/profile',
  '/api-docs',
  '/access-control',
  '/apps/email/inbox',
  '/tables',
  '/datatables/basic',
  '/datatables/advanced',
  '/forms/autocomplete',
  '/pages/login-v1',
  '/pages/login-v2',
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
]

/** Pages open to visitors; the others are measured signed in as the demo admin. */
const PUBLIC = /^\/(pages\/(login|register|forgot-password|reset-password)-|misc\/)/

/** Pages Lighthouse audits: the login page a visitor meets and the dashboard a user lands on. */
const LIGHTHOUSE_ROUTES = ['/pages/login-v2', '/']
/** The mock's settings for every measured visit: no simulated network delay, and the seed scenario asked for. */
const mockSettings = (scenario) => ({ 'mock.settings': JSON.stringify({ latency: [0, 0], ...(scenario ? { scenario } : {}) }) })
let MOCK_SETTINGS = mockSettings()
// A port of its own, so that a running app or end-to-end server is left alone.
const PORT = 4319
const OUT_DIR = '.bench/dist'
const RESULTS_FILE = '.bench/results.json'
/** The source file whose dynamic import pulls in the mock back end (see src/main.tsx). */
const MOCK_ENTRY = 'src/mocks/browser.ts'
/** The mock's service worker script: not in the manifest, but mock code the browser downloads. */
const MOCK_WORKER = '/mockServiceWorker.js'

const root = resolve(import.meta.dirname, '..')
const outDir = join(root, OUT_DIR)
const viteBin = join(root, 'node_modules/vite/bin/vite.js')
const log = (...args) => console.error('[bench]', ...args)

/** Runs a command to completion, its output on our stderr so stdout stays pure JSON. */
function run(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 2, 2] })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

async function build() {
  log('building into', OUT_DIR)
  await run([viteBin, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--manifest', '--logLevel', 'warn'])
}

/** Starts `vite preview` in its own process group, so stopping it stops everything it started. */
async function startPreview() {
  const child = spawn(process.execPath, [viteBin, 'preview', '--port', String(PORT), '--strictPort', '--outDir', OUT_DIR], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    detached: true,
  })
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`))))
  const deadline = Date.now() + 30_000
  const ready = (async () => {
    while (Date.now() < deadline) {
      if (await answers(`http://localhost:${PORT}/`)) return
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error(`vite preview did not answer on port ${PORT} within 30 s`)
  })()
  try {
    await Promise.race([ready, exited])
  } catch (error) {
    stopPreview(child)
    throw error
  }
  return child
}

/** True when the URL answers 200. */
function answers(url) {
  return new Promise((done) => {
    const request = get(url, { timeout: 2000 }, (response) => {
      response.resume()
      done(response.statusCode === 200)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => done(false))
  })
}

function stopPreview(child) {
  if (child.exitCode !== null) return
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
}

/**
 * Reads the Vite manifest and returns a function that splits the JavaScript a page loaded into what
 * the app needs and what it loaded only because the mock back end runs beside it.
 *
 * The app's share is every chunk reachable by static imports from the entry, or from a chunk the
 * app itself loads on demand (a route, a layout, a dialog) that the page did load. The mock's
 * dynamic import pulls in code the app would fetch only later (the contract, zod), or never: a
 * build for a real back end does not load it on this page, so it is counted with the mock.
 */
function chunkClassifier() {
  const manifest = readManifest(outDir)
  const keyOfPath = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry)
  if (!manifest[MOCK_ENTRY]) log(`${MOCK_ENTRY} is not in the build (a real-backend build?): no mock code counted`)

  // Chunks the app loads on demand: dynamic imports made by app code, never by the mock.
  const onDemand = new Set()
  const seen = new Set()
  const stack = [...entries]
  while (stack.length) {
    const key = stack.pop()
    if (seen.has(key) || key === MOCK_ENTRY || !manifest[key]) continue
    seen.add(key)
    stack.push(...(manifest[key].imports ?? []))
    for (const target of manifest[key].dynamicImports ?? []) {
      if (target === MOCK_ENTRY) continue
      onDemand.add(target)
      stack.push(target)
    }
  }

  /** Splits the page's JS paths into { app, mock }. */
  return (paths) => {
    const loadedKeys = paths.map((p) => keyOfPath.get(p)).filter(Boolean)
    const needed = staticClosure(manifest, [...entries, ...loadedKeys.filter((k) => onDemand.has(k))])
    const app = paths.filter((p) => p !== MOCK_WORKER && needed.has(keyOfPath.get(p)))
    return { app, mock: paths.filter((p) => !app.includes(p)) }
  }
}

const sizeCache = new Map()
/** Raw and gzip size of a built file, by its public path. */
function sizeOf(path) {
  if (!sizeCache.has(path)) {
    const file = join(outDir, path)
    if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`loaded ${path}, which is not in ${OUT_DIR}`)
    const bytes = readFileSync(file)
    sizeCache.set(path, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
  }
  return sizeCache.get(path)
}

function total(paths) {
  const files = [...paths].sort()
  return files.reduce(
    (sum, path) => {
      const { raw, gzip } = sizeOf(path)
      return { files, rawBytes: sum.rawBytes + raw, gzipBytes: sum.gzipBytes + gzip }
    },
    { files, rawBytes: 0, gzipBytes: 0 },
  )
}

/* global document, location, window -- collectInPage runs in the browser, not in Node. */
/**
 * Runs in the page: the JS it loaded by network idle (`js`) and by the load event (`jsAtLoad`: what
 * had arrived when the browser fired `load`; the rest came on demand after it), and its paint timings.
 */
async function collectInPage(mockWorker) {
  const origin = location.origin
  const loadEnd = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Infinity
  const resources = performance.getEntriesByType('resource')
  const scripts = [...document.querySelectorAll('script[src]')].map((s) => s.src)
  const paths = (urls) =>
    [...new Set(urls.filter((u) => u.startsWith(origin)).map((u) => new URL(u).pathname))].filter((p) => p.endsWith('.js'))
  const js = paths([...resources.map((e) => e.name), ...scripts])
  const jsAtLoad = paths([...resources.filter((e) => e.responseEnd <= loadEnd).map((e) => e.name), ...scripts])
  const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : []
  if (registrations.some((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL.endsWith(mockWorker))) js.push(mockWorker)

  // Buffered observers report entries that happened before they were created.
  const lastEntry = (type) =>
    new Promise((done) => {
      let last = null
      const observer = new PerformanceObserver((list) => {
        const entries = list.getEntries()
        last = entries[entries.length - 1] ?? last
      })
      observer.observe({ type, buffered: true })
      setTimeout(() => {
        observer.disconnect()
        done(last)
      }, 100)
    })
  const [paint, lcp] = await Promise.all([lastEntry('paint'), lastEntry('largest-contentful-paint')])
  const fcp = performance.getEntriesByName('first-contentful-paint')[0] ?? (paint?.name === 'first-contentful-paint' ? paint : null)
  // Total Blocking Time as Lighthouse counts it: each long task's time beyond 50 ms, after first paint.
  const tbt = (window.__longTasks ?? [])
    .filter((task) => fcp && task.startTime >= fcp.startTime)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
  const longest = Math.max(0, ...(window.__longTasks ?? []).map((task) => task.duration))
  return { js, jsAtLoad, fcpMs: fcp ? Math.round(fcp.startTime) : null, lcpMs: lcp ? Math.round(lcp.startTime) : null, tbtMs: Math.round(tbt), longestTaskMs: Math.round(longest) }
}

/**
 * Signs in the demo admin through the mock back end in a throwaway context and returns the
 * session entries the app stores, so each measured visit can start signed in and still cold.
 */
async function signedInSession(browser) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`http://localhost:${PORT}/misc/coming-soon`)
    await page.waitForFunction(() => document.documentElement.dataset.backend === 'ready', null, { timeout: 15_000 })
    return await page.evaluate(async () => {
      const response = await fetch('/jwt/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
      const { userData, accessToken, refreshToken } = await response.json()
      return { userData: JSON.stringify(userData), accessToken, refreshToken }
    })
  } finally {
    await context.close()
  }
}

/** A new context is a cold visit: empty cache, no service worker; only the given storage is set. */
async function coldContext(browser, storage) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    // Long tasks from the start of the page, for the Total Blocking Time.
    window.__longTasks = []
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true })
  }, { ...MOCK_SETTINGS, ...storage })
  return context
}

async function measureOnce(browser, route, classify, session) {
  const context = await coldContext(browser, session)
  try {
    const page = await context.newPage()
    const response = await page.goto(`http://localhost:${PORT}${route}`, { waitUntil: 'networkidle', timeout: 30_000 })
    if (!response?.ok()) throw new Error(`${route} answered ${response?.status()}`)
    if (new URL(page.url()).pathname !== route) throw new Error(`${route} was redirected to ${page.url()}`)
    // The boot is over when the back end reports (ready or failed); then let its requests settle.
    await page.waitForFunction(() => document.documentElement.dataset.backend !== undefined, null, { timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    // On a busy machine the first paint can trail network idle: wait for it rather than report none.
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 15_000 })
      .catch(() => {})
    const { js, jsAtLoad, fcpMs, lcpMs, tbtMs, longestTaskMs } = await page.evaluate(collectInPage, MOCK_WORKER)
    if (js.length === 0) throw new Error(`${route}: no JavaScript seen`)
    if (fcpMs === null) throw new Error(`${route}: no First Contentful Paint`)
    const { app, mock } = classify(js)
    const atLoad = classify(jsAtLoad)
    return { route, js: total(app), mockJs: total(mock), jsAtLoad: total(atLoad.app), mockJsAtLoad: total(atLoad.mock), fcpMs, lcpMs, tbtMs, longestTaskMs }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b)
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]
}

/** A route's bytes (the same on every run) with the median timings of `runs` cold loads. */
async function measure(browser, route, classify, session, runs) {
  const all = []
  for (let run = 0; run < runs; run++) all.push(await measureOnce(browser, route, classify, session))
  const medianOf = (field) => median(all.map((r) => r[field]))
  return { ...all[0], fcpMs: medianOf('fcpMs'), lcpMs: medianOf('lcpMs'), tbtMs: medianOf('tbtMs'), longestTaskMs: medianOf('longestTaskMs') }
}

/**
 * Interaction timings, warm (after the first load, as a user meets them). Each is timed in the page:
 * from the user's input event (`on`) to the first animation frame at which `done` holds (elements
 * matching `selector` exist, and when `text` is given, every one of them contains it), so the test
 * driver's own round trips are not counted.
 */
const INTERACTIONS = [
  {
    name: 'open the search palette (Ctrl+K) until its results show',
    start: '/',
    ready: (page) => page.getByTestId('navbar').waitFor(),
    on: 'keydown',
    act: (page) => page.keyboard.press('Control+k'),
    done: { selector: '[role="dialog"] [role="listbox"]' },
  },
  {
    name: 'menu navigation from the dashboard to the email inbox until its list shows',
    start: '/',
    ready: async (page) => {
      await page.getByTestId('nav-apps').hover()
      await page.getByRole('menuitem', { name: 'Email' }).waitFor()
    },
    on: 'click',
    act: (page) => page.getByRole('menuitem', { name: 'Email' }).click(),
    done: { selector: '[data-testid="email-row"]' },
  },
  {
    name: 'datatable search typed until the filtered rows show (300 ms of it the field waits for typing to pause)',
    start: '/datatables/advanced',
    ready: (page) => page.getByRole('searchbox').first().waitFor(),
    on: 'input',
    act: (page) => page.getByRole('searchbox').first().fill('engineer'),
    done: { selector: '[role="row"][data-id]', text: 'engineer' },
  },
]

/* global requestAnimationFrame -- watch() runs in the browser. */
/** In the page: notes the time of the next `on` event, then the first frame at which `done` holds. */
function watch({ on, done }) {
  const bench = (window.__bench = {})
  const holds = () => {
    const found = [...document.querySelectorAll(done.selector)]
    return found.length > 0 && (!done.text || found.every((el) => el.textContent.toLowerCase().includes(done.text)))
  }
  const frame = () => {
    if (bench.start !== undefined && holds()) bench.end = performance.now()
    else requestAnimationFrame(frame)
  }
  document.addEventListener(on, () => (bench.start ??= performance.now()), { capture: true })
  requestAnimationFrame(frame)
}

async function timed(page, { on, act, done }) {
  await page.evaluate(watch, { on, done })
  await act(page)
  await page.waitForFunction(() => window.__bench.end !== undefined, null, { timeout: 15_000 })
  return Math.round(await page.evaluate(() => window.__bench.end - window.__bench.start))
}

async function measureInteractions(browser, session, runs) {
  const context = await coldContext(browser, session)
  const results = []
  try {
    const page = await context.newPage()
    for (const interaction of INTERACTIONS) {
      const { name, start, ready } = interaction
      log('timing', name)
      const times = []
      for (let i = 0; i < runs; i++) {
        await page.goto(`http://localhost:${PORT}${start}`, { waitUntil: 'networkidle' })
        await ready(page)
        times.push(await timed(page, interaction))
      }
      results.push({ name, ms: median(times), runs: times })
    }
  } finally {
    await context.close()
  }
  return results
}

/**
 * `npm run bench -- /misc/error / --runs 5 --no-lighthouse`: those routes only, 5 runs each; the
 * interaction timings only with all routes or `--interactions`.
 */
function options(argv) {
  const runsAt = argv.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : 3
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1')
  const routes = argv.filter((arg, i) => arg.startsWith('/') && argv[i - 1] !== '--runs')
  const scenarioAt = argv.indexOf('--scenario')
  const scenario = scenarioAt >= 0 ? argv[scenarioAt + 1] : undefined
  return { runs, scenario, routes: routes.length > 0 ? routes : ROUTES, everything: routes.length === 0 || argv.includes('--interactions'), lighthouse: !argv.includes('--no-lighthouse') }
}

const kb = (bytes) => (bytes.gzipBytes / 1024).toFixed(1)

/** The figures as a text table, for the terminal and for notes. */
function table(results) {
  const { routes, interactions, lighthouse } = results
  const lines = [`KB of gzip JavaScript (app + mock) and median timings in ms (seed scenario: ${results.scenario})`, '']
  const rows = [['route', 'JS by load', 'JS by idle', 'FCP', 'LCP', 'TBT', 'longest task']]
  for (const r of routes) rows.push([r.route, `${kb(r.jsAtLoad)} + ${kb(r.mockJsAtLoad)}`, `${kb(r.js)} + ${kb(r.mockJs)}`, r.fcpMs, r.lcpMs, r.tbtMs, r.longestTaskMs])
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)))
  for (const row of rows) lines.push(row.map((cell, col) => (col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col]))).join('  '))
  if (interactions.length > 0) lines.push('', ...interactions.map((i) => `${String(i.ms).padStart(6)} ms  ${i.name}`))
  if (lighthouse.length > 0) {
    lines.push('', 'Lighthouse mobile (simulated slow 4G, 4x slower CPU):')
    for (const l of lighthouse) lines.push(`  ${l.route.padEnd(18)} score ${l.score}  FCP ${l.fcpMs}  LCP ${l.lcpMs}  TBT ${l.tbtMs}  Speed Index ${l.speedIndexMs}`)
  }
  return lines.join('\n')
}

async function main() {
  const { runs, scenario, routes: chosenRoutes, everything, lighthouse: withLighthouse } = options(process.argv.slice(2))
  MOCK_SETTINGS = mockSettings(scenario)
  await build()
  const classify = chunkClassifier()
  const preview = await startPreview()
  let browser
  try {
    const { executablePath } = findChromium()
    browser = await chromium.launch({ executablePath, args: chromiumArgs })
    const session = await signedInSession(browser)
    const routes = []
    for (const route of chosenRoutes) {
      log('measuring', route)
      // Auth and misc pages are measured as a visitor sees them (a signed-in user is sent home from the auth pages).
      routes.push(await measure(browser, route, classify, PUBLIC.test(route) ? {} : session, runs))
    }
    const interactions = everything ? await measureInteractions(browser, session, runs) : []
    const lighthouse = []
    for (const route of withLighthouse ? LIGHTHOUSE_ROUTES : []) {
      log('Lighthouse', route)
      const storage = { ...MOCK_SETTINGS, ...(PUBLIC.test(route) ? {} : session) }
      lighthouse.push({ route, ...(await auditWithLighthouse({ url: `http://localhost:${PORT}${route}`, storage, executablePath, args: chromiumArgs })) })
    }
    const results = { date: new Date().toISOString(), runs, scenario: scenario ?? 'default', routes, interactions, lighthouse }
    mkdirSync(join(root, '.bench'), { recursive: true })
    writeFileSync(join(root, RESULTS_FILE), `${JSON.stringify(results, null, 2)}\n`)
    process.stdout.write(`${table(results)}\n\nEvery figure: ${RESULTS_FILE}\n`)
  } finally {
    await browser?.close()
    stopPreview(preview)
  }
}

main().catch((error) => {
  console.error('[bench] failed to measure:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
