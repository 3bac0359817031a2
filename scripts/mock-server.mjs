// npm run mock:server -- --port 8787 [--host 0.0.0.0] [--origin http://localhost:5173 ...] [--data data.json] [--latency 150-400] [--clock 2025-06-02]
// The mock back end as an HTTP server (src/mocks/server.ts): the browser worker's handlers, contract
// checks and seed, for curl, other clients and the contract suite. See docs/mock-server.md.
import { parseArgs } from 'node:util'
import { moduleLoader } from './mockModules.mjs'

const USAGE =
  'usage: npm run mock:server -- [--port 8787] [--host localhost] [--origin <url>]... [--data <file.json>] [--latency <ms>|<min>-<max>] [--clock <YYYY-MM-DD>]'

let options
try {
  ;({ values: options } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: 'localhost' },
      origin: { type: 'string', multiple: true, default: [] },
      data: { type: 'string' },
      latency: { type: 'string', default: '0' },
      // The day the data is seeded for (src/mocks/db/clock.ts); default the real day.
      clock: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }))
} catch (error) {
  console.error(`${error.message}\n${USAGE}`)
  process.exit(2)
}
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}

const port = Number(options.port)
const latency = /^(\d+)(?:-(\d+))?$/.exec(options.latency)
if (!Number.isInteger(port) || port < 0 || port > 65535 || !latency) {
  console.error(`Bad --port or --latency.\n${USAGE}`)
  process.exit(2)
}
const clock = options.clock
if (clock !== undefined && !isDay(clock)) {
  console.error(`Bad --clock ${JSON.stringify(clock)}: a day, YYYY-MM-DD.\n${USAGE}`)
  process.exit(2)
}
const min = Number(latency[1])
const max = latency[2] === undefined ? min : Number(latency[2])

const started = Date.now()
const modules = await moduleLoader()
const { startMockServer } = await modules.load('/src/mocks/server.ts')
const server = await startMockServer({ port, host: options.host, origins: options.origin, dataFile: options.data, latency: [min, Math.max(min, max)], clock })
const { port: actualPort } = server.address()
const { seedDay } = await modules.load('/src/mocks/db/clock.ts')
console.log(
  `Mock back end on http://${options.host}:${actualPort} (started in ${Date.now() - started} ms); ` +
    `data ${options.data ? `in ${options.data}` : 'in memory'}, seeded for ${seedDay()}${clock ? ' (--clock)' : ''}; CORS for ${options.origin.length ? options.origin.join(', ') : 'any origin'}. ` +
    'Sign in: POST /jwt/login {"email":"admin@demo.com","password":"admin"}. Ctrl+C stops it.',
)

const stop = () => {
  server.close()
  void modules.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

/** A real calendar day, YYYY-MM-DD (the mock checks it again: src/mocks/db/clock.ts). */
function isDay(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}
