// npm run check:budgets [-- --write]: the gzip JavaScript each part of the app needs, read from the
// production build (dist/.vite/manifest.json, following static imports), against perf/budget.json.
// Bytes are deterministic, so this is a check in `npm test`, not a timing: a change that adds bytes
// fits its budget or raises it in a visible commit that says why. `--write` prints the figures as a
// budget file with 5% headroom, for that commit. Timings stay in `npm run bench`.
//
// Figures (KB of gzip, level 9):
// - entry: what every first load runs before anything else (the boot module and the shell chunk);
// - mock: what the mock back end adds on top of the entry (absent from a build for a real back end);
// - each route file of src/routes: what opening it adds on top of the entry, its layouts included.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { readManifest, staticClosure } from './manifest.mjs'

const DIST = process.env.BUDGET_DIST ?? 'dist'
const BUDGET_FILE = 'perf/budget.json'
const MOCK_ENTRY = 'src/mocks/browser.ts'
const KB = 1024

const manifest = readManifest(DIST)
const sizes = new Map()
const gzipOf = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length)
  return sizes.get(file)
}

const closure = (starts) => staticClosure(manifest, starts)
const kbOf = (keys) => [...keys].reduce((sum, key) => sum + gzipOf(manifest[key].file), 0) / KB
const minus = (keys, known) => new Set([...keys].filter((key) => !known.has(key)))

const entry = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry))

// A route file's chunks: the parts the router plugin split out of it (`?tsr-split=...`). Its layouts
// are the route files of the folders above it (`_main.tsx` for `_main/...`).
const routeChunks = new Map()
for (const key of Object.keys(manifest)) {
  const match = /^(src\/routes\/.+\.tsx)\?tsr-split/.exec(key)
  if (match) routeChunks.set(match[1], [...(routeChunks.get(match[1]) ?? []), key])
}
const layoutsOf = (file) => {
  const parts = file.replace(/^src\/routes\//, '').split('/')
  return parts.slice(0, -1).map((_, i) => `src/routes/${parts.slice(0, i + 1).join('/')}.tsx`)
}

const figures = { entry: kbOf(entry), routes: {} }
if (manifest[MOCK_ENTRY]) figures.mock = kbOf(minus(closure([MOCK_ENTRY]), entry))
const pages = [...routeChunks.keys()].filter((file) => !/\/(__root|_main|_blank|_data)\.tsx$/.test(file)).sort()
for (const file of pages) {
  const chunks = [file, ...layoutsOf(file)].flatMap((f) => routeChunks.get(f) ?? [])
  figures.routes[file.replace(/^src\/routes\//, '')] = kbOf(minus(closure(chunks), entry))
}

const round = (kb) => Math.round(kb * 10) / 10
if (process.argv.includes('--write')) {
  const headroom = (kb) => Math.ceil(kb * 1.05)
  const budget = {
    $comment:
      'KB of gzip JavaScript (level 9) from the production build, checked by npm test (scripts/check-budgets.mjs). entry: every first load; mock: what the mock back end adds; routes: what opening a page adds to the entry, its layouts included (default for a page not listed). Raise a figure only in a commit that says why.',
    entry: headroom(figures.entry),
    ...(figures.mock === undefined ? {} : { mock: headroom(figures.mock) }),
    defaultRoute: Math.max(...Object.values(figures.routes).map(headroom)),
    routes: Object.fromEntries(Object.entries(figures.routes).map(([route, kb]) => [route, headroom(kb)])),
  }
  writeFileSync(BUDGET_FILE, `${JSON.stringify(budget, null, 2)}\n`)
  console.log(`Wrote ${BUDGET_FILE}`)
}

const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'))
const rows = [
  ['entry', figures.entry, budget.entry],
  ...(figures.mock === undefined ? [] : [['mock', figures.mock, budget.mock]]),
  ...Object.entries(figures.routes).map(([route, kb]) => [route, kb, budget.routes[route] ?? budget.defaultRoute]),
]
const over = rows.filter(([, kb, limit]) => kb > limit)
console.log('check:budgets, KB of gzip JavaScript (figure / budget):')
for (const [name, kb, limit] of rows) console.log(`  ${kb > limit ? '✗' : ' '} ${name.padEnd(44)} ${String(round(kb)).padStart(7)} / ${limit}`)
if (over.length > 0) {
  console.error(`check:budgets: ${over.length} over budget (${BUDGET_FILE}): ${over.map(([name]) => name).join(', ')}`)
  process.exit(1)
}
