// npm run check:builds: what the production builds must not hold, read from the built files.
//   - dist/ (with the mock) and dist-real-backend/ (VITE_API_MOCK=false): not one byte of the
//     TanStack Router and Query devtools, which load in development only (src/main.tsx);
//   - dist-real-backend/: no mock (msw, the worker file) and no demo text (the demo accounts,
//     the demo reset).
// Each marker is first found where it must be (the devtools' own packages, the build with the
// mock), so a marker that no longer matches anything fails here instead of passing for nothing.
// Run after `npm run build` and `npm run build:e2e-real-backend`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const MOCK_BUILD = process.argv[2] ?? 'dist'
const REAL_BUILD = process.argv[3] ?? 'dist-real-backend'

/** Strings only the devtools' code holds (their CSS class prefixes and their panels' titles). */
const DEVTOOLS = [
  { name: 'Query devtools class prefix', pattern: /tsqd-/ },
  { name: 'Query devtools title', pattern: /TanStack Query Devtools/ },
  { name: 'Router devtools class prefix', pattern: /tsrd-/ },
  { name: 'Router devtools button', pattern: /Open TanStack Router Devtools/ },
]
const DEVTOOLS_PACKAGES = ['node_modules/@tanstack/query-devtools', 'node_modules/@tanstack/router-devtools-core']

/** The mock back end's code, and what only a build with the mock shows. */
const MOCK_ONLY = [
  { name: 'msw log prefix', pattern: /\[MSW\]/ },
  { name: 'the mock worker script', pattern: /mockServiceWorker/ },
  { name: 'the admin demo account', pattern: /admin@demo\.com/ },
  { name: 'the client demo account', pattern: /client@demo\.com/ },
  { name: 'the demo accounts panel', pattern: /demo accounts?/i },
  { name: 'the demo reset', pattern: /Reset demo data/ },
]

/** The files a browser runs or reads as the app: the page, scripts and styles (not the public/ demo attachments). */
function appFiles(folder) {
  if (!existsSync(folder)) throw new Error(`${folder}/ is missing: build it first (docs/scripts.md)`)
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|css|html)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

function packageFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js|cjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const read = (files) => files.map((file) => ({ file, text: readFileSync(file, 'utf8') }))
const holding = (contents, pattern) => contents.filter(({ text }) => pattern.test(text)).map(({ file }) => relative('.', file))

const failures = []
const devtoolsCode = read(DEVTOOLS_PACKAGES.flatMap(packageFiles))
const mockBuild = read(appFiles(MOCK_BUILD))
const realBuild = read(appFiles(REAL_BUILD))

for (const { name, pattern } of DEVTOOLS) {
  if (holding(devtoolsCode, pattern).length === 0) failures.push(`marker "${name}" (${pattern}) is not in the devtools packages any more: pick another`)
  for (const [folder, contents] of [[MOCK_BUILD, mockBuild], [REAL_BUILD, realBuild]]) {
    const found = holding(contents, pattern)
    if (found.length > 0) failures.push(`${folder}: devtools code (${name}) in ${found.join(', ')}`)
  }
}
for (const [folder, contents] of [[MOCK_BUILD, mockBuild], [REAL_BUILD, realBuild]]) {
  const named = contents.filter(({ file }) => /devtools/i.test(file)).map(({ file }) => relative('.', file))
  if (named.length > 0) failures.push(`${folder}: devtools files ${named.join(', ')}`)
}

for (const { name, pattern } of MOCK_ONLY) {
  if (holding(mockBuild, pattern).length === 0) failures.push(`marker "${name}" (${pattern}) is not in ${MOCK_BUILD}/ either: pick another`)
  const found = holding(realBuild, pattern)
  if (found.length > 0) failures.push(`${REAL_BUILD}: ${name} (${pattern}) in ${found.join(', ')}`)
}
if (!existsSync(join(MOCK_BUILD, 'mockServiceWorker.js'))) failures.push(`${MOCK_BUILD}: mockServiceWorker.js is missing`)
if (existsSync(join(REAL_BUILD, 'mockServiceWorker.js'))) failures.push(`${REAL_BUILD}: mockServiceWorker.js is there`)

if (failures.length > 0) {
  console.error(`check:builds failed:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log(
  `check:builds: no devtools in ${MOCK_BUILD}/ or ${REAL_BUILD}/ (${DEVTOOLS.length} markers, ${mockBuild.length + realBuild.length} files); ` +
    `no mock or demo text in ${REAL_BUILD}/ (${MOCK_ONLY.length} markers, each found in ${MOCK_BUILD}/).`,
)
