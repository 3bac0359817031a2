import { getResponse, http, type HttpHandler, type RequestHandler } from 'msw'
import { apiBaseUrl } from '@/api/contract/baseUrl'
import { noteUnmatched } from '@/mocks/control'
import { answerOrFail } from './handle'

/** What a domain's handler module exports. Its collections, seeds and schemas load with it. */
interface DomainModule {
  handlers: RequestHandler[]
}

interface LazyDomain {
  /** The path prefixes of the domain's calls, e.g. '/apps/email/'. */
  paths: readonly `/${string}/`[]
  /** `() => import('./email')`: a dynamic import, so the domain is its own chunk. */
  load: () => Promise<DomainModule>
}

/**
 * Stands in for a domain until its first call: answers calls under its path prefixes by loading
 * the domain's module (once) and handing the request to its handlers. So the mock starts with
 * this small table, however many domains (and seed data) it has.
 */
export function lazyDomain({ paths, load }: LazyDomain): HttpHandler[] {
  let loading: Promise<RequestHandler[]> | undefined
  const handlers = () => {
    loading ??= load().then(
      (module) => module.handlers,
      (error: unknown) => {
        // A failed download is tried again with the next call.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // A call under the prefix that no handler of the domain answers falls through to the network.
  return paths.map((prefix) =>
    http.all(`${apiBaseUrl()}${prefix}*`, async ({ request }) => {
      // A domain that fails to load (a download cut off) answers 500 { error }, and the next call tries again.
      const loaded = await handlers().catch((error: unknown) => error as Error)
      if (loaded instanceof Error) return answerOrFail({ id: `${request.method} ${prefix}*` }, () => Promise.reject(loaded))
      const answer = await getResponse(loaded, request)
      // None of the domain's endpoints has this method and path: it goes on to the network (msw passes a
      // call through when a matched handler gives no answer), noted as unmatched like any other.
      if (!answer) void noteUnmatched(request, true)
      return answer
    }),
  )
}
