import type { BrowserContext, Page, Request, Response } from '@playwright/test'
import { contract } from '../../src/api/contract'
import type { Endpoint } from '../../src/api/contract/endpoint'
import type { MockCall } from '../../src/mocks/control'
import { queryOf } from '../../src/mocks/controlChecks'
import { nearestEndpoint } from '../../src/mocks/nearestEndpoint'

/**
 * One call of the API as a test sees it: the mock's call log entry (`endpoint`, `id`, `method`,
 * `path`, `query`, `requestBody`, `status`, `durationMs`, `nearest`) and the answer's body.
 */
export interface Call extends MockCall {
  /** The answer's JSON body, parsed (its text when not JSON); null when it has none; undefined when it was gone before it could be read. */
  body: unknown
}

/** A call as recorded, with the tab that made it (null: no tab, e.g. a worker). */
export interface Recorded {
  call: Call
  page: Page | null
}

/** Where the contract's endpoints are matched, the most literal path first (`/orders/data` before `/orders/:id`). */
const routes = Object.entries(contract as Record<string, Endpoint>)
  .map(([name, endpoint]) => ({
    name,
    endpoint,
    pattern: new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`),
    literal: endpoint.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length,
  }))
  .sort((a, b) => b.literal - a.literal)
const apiFirstSegments = new Set(routes.map(({ endpoint }) => endpoint.path.split('/')[1]))

/** The contract's endpoint a request calls, with its name: the same method and path (a `:param` is one segment). Loading a page is no call. */
export function endpointOf(request: Request): { name: string; endpoint: Endpoint } | undefined {
  if (request.resourceType() === 'document') return undefined
  const { pathname } = new URL(request.url())
  return routes.find(({ endpoint, pattern }) => endpoint.method === request.method() && pattern.test(pathname))
}

const logs = new WeakMap<BrowserContext, CallLog>()

/** The call log of a browser context, recording from its first use on (the `test` of ./mock.ts starts it with every test). */
export function callLogOf(context: BrowserContext): CallLog {
  let log = logs.get(context)
  if (!log) {
    log = new CallLog(context)
    logs.set(context, log)
  }
  return log
}

/**
 * Every call of the API made in one browser context (every tab, over reloads), oldest answer first,
 * read from Playwright's network events: the mock's service worker answers inside the page, and its
 * answers are seen there as a server's would be. A call no endpoint matches joins it too, when it
 * looks meant for the API (as the mock's own log keeps it): `endpoint: null`, `status: 0`, `nearest`.
 */
export class CallLog {
  private recorded: Recorded[] = []
  private readonly pending = new Set<Promise<void>>()
  private readonly waiters = new Set<(recorded: Recorded) => void>()
  private readonly started = new WeakMap<Request, number>()

  constructor(context: BrowserContext) {
    context.on('request', (request) => {
      this.started.set(request, Date.now())
      if (!endpointOf(request)) this.noteUnmatched(request)
    })
    context.on('response', (response) => {
      const match = endpointOf(response.request())
      if (!match) return
      const recording = this.record(response, match.name, match.endpoint)
      this.pending.add(recording)
      void recording.finally(() => this.pending.delete(recording))
    })
  }

  /** The calls so far (with `endpoint`, only its), once the answers already under way are read. */
  async calls(endpoint?: Endpoint): Promise<Call[]> {
    await this.settled()
    return this.recorded.filter(({ call }) => endpoint === undefined || (call.endpoint !== null && call.id === endpoint.id)).map(({ call }) => call)
  }

  clear(): void {
    this.recorded = []
  }

  /** Resolves with the first call recorded from now on that `accepts`. */
  next(accepts: (recorded: Recorded) => boolean): Promise<Recorded> {
    return new Promise((resolve) => {
      const waiter = (recorded: Recorded) => {
        if (!accepts(recorded)) return
        this.waiters.delete(waiter)
        resolve(recorded)
      }
      this.waiters.add(waiter)
    })
  }

  private async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending])
  }

  private add(recorded: Recorded): void {
    this.recorded.push(recorded)
    for (const waiter of [...this.waiters]) waiter(recorded)
  }

  private async record(response: Response, name: string, endpoint: Endpoint): Promise<void> {
    const request = response.request()
    // An answer cut off (the tab reloaded, the app cancelled the call) is no call the app received.
    if ((await response.finished().catch(() => 'gone')) !== null) return
    const body = await bodyOf(response)
    const url = new URL(request.url())
    const { responseEnd } = request.timing()
    this.add({
      page: pageOf(request),
      call: {
        endpoint: name,
        id: endpoint.id,
        method: request.method(),
        path: url.pathname + url.search,
        query: queryOf(url),
        requestBody: requestBodyOf(request),
        status: response.status(),
        body,
        durationMs: responseEnd >= 0 ? responseEnd : Date.now() - (this.started.get(request) ?? Date.now()),
      },
    })
  }

  private noteUnmatched(request: Request): void {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return
    const page = pageOf(request)
    const url = new URL(request.url())
    if (!page || url.origin !== new URL(page.url()).origin) return
    const nearest = nearestEndpoint(request.method(), url.pathname, routes.map(({ endpoint }) => endpoint))
    if (!nearest && !apiFirstSegments.has(url.pathname.split('/')[1])) return
    const call = { id: `${request.method()} ${url.pathname}`, method: request.method(), path: url.pathname + url.search, query: queryOf(url) }
    this.add({ page, call: { endpoint: null, ...call, requestBody: requestBodyOf(request), status: 0, body: null, durationMs: 0, ...(nearest ? { nearest } : {}) } })
  }
}

function pageOf(request: Request): Page | null {
  try {
    return request.frame().page()
  } catch {
    // A service worker's own request has no frame.
    return null
  }
}

function requestBodyOf(request: Request): unknown {
  const text = request.postData()
  return text === null || text === '' ? null : parsed(text)
}

/** The answer's body, read at once and defensively: after a reload the browser may no longer have it (undefined then). */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    const text = (await response.body()).toString('utf8')
    return text === '' ? null : parsed(text)
  } catch {
    return undefined
  }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
