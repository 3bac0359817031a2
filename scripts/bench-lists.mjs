// The list endpoints at scale: `npm run bench:lists [-- --scenario large] [--calls 200]`.
//
// Seeds the mock in the `large` scenario (10 times the rows of every list, src/mocks/db/scenarios.ts)
// and calls each endpoint that answers rows many times with the queries the screens send (the first
// page, a search, a sort, a filter), in Node, the way the handler tests call them: msw/node in front of
// the very handlers (src/mocks/node.ts), through `callEndpoint` (src/mocks/testing.ts), with no
// simulated latency. Prints the median and 95th percentile per endpoint and query, the time from the
// call to its parsed answer, and flags a median over 5 ms. A measurement, not a test: it is no part of
// `npm test`, and its exit code is non-zero only when a call fails.
import { parseArgs } from 'node:util'
import { moduleLoader } from './mockModules.mjs'

/** A median above this, in milliseconds, is flagged. */
const SLOW_MEDIAN_MS = 5
/** Calls made before the measured ones, so that loading and warming up are not measured. */
const WARM_UP = 20

const { values: options } = parseArgs({
  options: { scenario: { type: 'string', default: 'large' }, calls: { type: 'string', default: '200' } },
})
const calls = Number(options.calls)

const modules = await moduleLoader()
const load = (path) => modules.load(path)
const { server } = await load('/src/mocks/node.ts')
const { callEndpoint, signIn } = await load('/src/mocks/testing.ts')
const { memoryPersistence, openDb, SCENARIOS } = await load('/src/mocks/db/index.ts')
const { configureMock } = await load('/src/mocks/settings.ts')
const api = await load('/src/api/contract/index.ts')

if (!SCENARIOS.includes(options.scenario) || !Number.isInteger(calls) || calls < 1) {
  console.error(`usage: npm run bench:lists -- [--scenario ${SCENARIOS.join('|')}] [--calls <n>]`)
  process.exit(2)
}

server.listen({ onUnhandledFrame: 'error' })
configureMock()
await openDb(memoryPersistence(), options.scenario)
const { accessToken } = await signIn('admin')
// Signed in once: each measured call is the endpoint's alone (callEndpoint would sign in for every call).
const asAdmin = { as: null, headers: { Authorization: `Bearer ${accessToken}` } }

const call = async (endpoint, input) => {
  const { status, body } = await callEndpoint(endpoint, input, asAdmin)
  if (status !== endpoint.status) throw new Error(`${endpoint.id} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

// A mail of the inbox, to open and to page from, as the mail screen does.
const [mail] = (await call(api.emailsData, { query: {} })).emails

/** [endpoint, what the query is, the query]: what the screens ask of each list. */
const CASES = [
  [api.usersData, 'first page', {}],
  [api.usersData, 'search', { q: 'an' }],
  [api.usersData, 'sort', { sortBy: 'fullName', sortDir: 'desc' }],
  [api.usersData, 'filter', { role: 'editor', status: 'active' }],
  [api.usersAllData, 'all', {}],
  // As the list screen asks: without allData (every invoice, unfiltered), then the core API's call with it.
  [api.invoicesData, 'first page', { allData: 'false' }],
  [api.invoicesData, 'search', { q: 'jordan', allData: 'false' }],
  [api.invoicesData, 'sort', { sortBy: 'total', sortDir: 'desc', allData: 'false' }],
  [api.invoicesData, 'filter', { status: 'Paid', allData: 'false' }],
  [api.invoicesData, 'with allData', {}],
  [api.invoiceClients, 'search', { q: 'an' }],
  [api.emailsData, 'inbox', {}],
  [api.emailsData, 'search', { q: 'meeting' }],
  [api.emailsData, 'sent', { folder: 'sent' }],
  [api.emailsData, 'label', { label: 'company' }],
  [api.getEmail, 'one mail', { id: mail.id }],
  [api.paginateEmail, 'next mail', { emailId: mail.id, dir: 'next' }],
  [api.datatablesData, 'first page', { allData: 'false' }],
  [api.datatablesData, 'search', { q: 'engineer', allData: 'false' }],
  [api.datatablesData, 'sort', { sortBy: 'salary', sortDir: 'desc', allData: 'false' }],
  [api.datatablesData, 'with allData', {}],
  [api.datatablesInitialData, 'all', undefined],
  [api.autocompleteData, 'all', undefined],
  [api.mainSearchData, 'all', undefined],
  [api.bookmarksData, 'all', undefined],
  [api.profileData, 'first page', undefined],
  [api.profilePosts, 'page 5', { page: 5 }],
]

const rows = []
let slow = 0
for (const [endpoint, what, query] of CASES) {
  const input = query === undefined ? {} : { query }
  for (let i = 0; i < WARM_UP; i++) await call(endpoint, input)
  const times = []
  for (let i = 0; i < calls; i++) {
    const started = performance.now()
    await call(endpoint, input)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const median = percentile(times, 50)
  if (median > SLOW_MEDIAN_MS) slow++
  rows.push([median > SLOW_MEDIAN_MS ? '✗' : ' ', endpointName(endpoint), what, median.toFixed(2), percentile(times, 95).toFixed(2)])
}

const header = [' ', 'endpoint', 'query', 'median ms', 'p95 ms']
const widths = header.map((title, col) => Math.max(title.length, ...rows.map((row) => row[col].length)))
const line = (row) => row.map((cell, col) => (col < 3 ? cell.padEnd(widths[col]) : cell.padStart(widths[col]))).join('  ')
console.log(`List endpoints in the ${options.scenario} scenario, ${calls} calls each (Node ${process.version}):\n`)
console.log(line(header))
for (const row of rows) console.log(line(row))
console.log(slow ? `\n${slow} with a median over ${SLOW_MEDIAN_MS} ms (✗).` : `\nEvery median is within ${SLOW_MEDIAN_MS} ms.`)

server.close()
await modules.close()

/** The `p`th percentile of sorted times (nearest rank). */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function endpointName(endpoint) {
  return Object.keys(api).find((name) => api[name] === endpoint) ?? endpoint.id
}
