import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getResponse, isPassthroughResponse } from 'msw'
import { contract } from '@/api/contract'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import { handlers } from './handlers'
import { memoryPersistence, openDb } from './db'
import { filePersistence } from './db/filePersistence'
import { nearestEndpoint } from './nearestEndpoint'
import { configureMock, mockSettings, type Latency } from './settings'

/**
 * The mock back end as a plain HTTP server in Node, for clients that are not this app in a browser:
 * curl, a mobile app, a server-side test, the contract suite (`npm run test:contract`). It answers
 * with the very handlers, contract checks and seed of the browser's worker: msw's `getResponse()`
 * runs them on each request, with no second implementation.
 */
export interface MockServerOptions {
  port: number
  /** Default 'localhost'; '0.0.0.0' to be reached from other machines. */
  host?: string
  /**
   * Browser origins allowed to call it (CORS), e.g. 'http://localhost:5173'. Empty: any origin, which
   * is safe here because the API reads its token from the Authorization header, never from cookies.
   */
  origins?: readonly string[]
  /** A JSON file that keeps the data between runs. Without one, the data lives in memory until the server stops. */
  dataFile?: string
  /** A delay in milliseconds, random in [min, max], before each answer. Default none. */
  latency?: Latency
  /**
   * The day the data is seeded for, YYYY-MM-DD (src/mocks/db/clock.ts): a data file seeded for another
   * day is seeded again. Default: the real day, and a data file keeps the day it was seeded for.
   */
  clock?: string
}

/** Request headers a browser may send (the token, JSON bodies, the language of translated data). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language'
/** Answer headers a browser's script may read besides the basic ones. */
const EXPOSED_HEADERS = 'Content-Length, Content-Type, Date'
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
/** The largest request body read: far above the mock's own limits (a mail is at most 1 MB of text, attachments 20 MB together as data URLs). */
const MAX_BODY_BYTES = 32 * 1024 * 1024

/** Opens the store (seeding it when new), then listens. Resolves once the server accepts calls. */
export async function startMockServer({ port, host = 'localhost', origins = [], dataFile, latency = [0, 0], clock }: MockServerOptions): Promise<Server> {
  configureMock({ latency, ...(clock === undefined ? {} : { clock }) })
  await openDb(dataFile ? filePersistence(dataFile) : memoryPersistence(), 'default', mockSettings().clock ?? null)

  const server = createServer((request, response) => {
    serve(request, response, origins).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) sendJson(response, 500, { error: 'The mock server failed to answer' })
      else response.destroy()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return server
}

async function serve(request: IncomingMessage, response: ServerResponse, origins: readonly string[]): Promise<void> {
  const origin = request.headers.origin
  if (origin !== undefined && (origins.length === 0 || origins.includes(origin))) {
    response.setHeader('Access-Control-Allow-Origin', origins.length === 0 ? '*' : origin)
    response.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS)
  }
  if (origins.length > 0) response.setHeader('Vary', 'Origin')

  // A browser's preflight: say what it may send, for ten minutes.
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
    response.writeHead(204, {
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
    })
    response.end()
    return
  }

  const body = await readBody(request)
  if (body === null) return sendJson(response, 413, { error: `A request body may be at most ${MAX_BODY_BYTES} bytes` })

  // The handlers answer at the API's base URL (its path included: https://api.example.com/v1); the path and query are the caller's.
  const url = new URL(`${apiBaseUrl()}${request.url ?? '/'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  const method = request.method ?? 'GET'
  const answer = await getResponse(
    handlers,
    new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body) }),
  )
  // What the browser's worker would send on to the network, this server has nothing to answer with.
  if (!answer || isPassthroughResponse(answer)) {
    const nearest = nearestEndpoint(method, request.url ?? '/', Object.values(contract))
    return sendJson(response, 404, { error: `No such call: ${method} ${url.pathname}${nearest ? `; did you mean ${nearest}?` : ''}` })
  }

  const payload = Buffer.from(await answer.arrayBuffer())
  response.statusCode = answer.status
  answer.headers.forEach((value, name) => response.setHeader(name, value))
  response.setHeader('Content-Length', payload.length)
  response.end(payload)
}

/** The whole body, or null when it is larger than the server reads. */
async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) })
  response.end(text)
}
