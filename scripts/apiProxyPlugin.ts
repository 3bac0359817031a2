/*
 * The dev proxy for a real back end: with `VITE_API_PROXY=http://localhost:8787` (and
 * `VITE_API_MOCK=false`), `npm run dev` and `vite preview` forward the API's calls to that server,
 * so the app calls its own origin and the back end needs no CORS.
 */
import path from 'node:path'
import { runnerImport, type Plugin, type ProxyOptions } from 'vite'
import type * as ContractModule from '../src/api/contract'
import type { EnvSettings } from '../src/lib/envSettings'

/** A path of the contract ("/apps/invoice/invoices/:id") as a pattern that matches it whole. */
const pathPattern = (apiPath: string) => apiPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]+')

/**
 * Which calls go to the back end: with `VITE_API_BASE_URL` a path ("/backend"), everything under
 * it, the path kept; without one, every path of the contract, each matched whole, so that the
 * app's own pages (`/apps/email/inbox`, beside the API's `/apps/email/emails`) stay with the dev server.
 */
export async function apiProxyRules(root: string, { apiProxy: target, apiBaseUrl }: EnvSettings): Promise<Record<string, ProxyOptions>> {
  const options: ProxyOptions = { target, changeOrigin: true }
  if (apiBaseUrl.startsWith('/')) return { [`${apiBaseUrl.replace(/\/+$/, '')}/`]: options }
  // The contract is the one list of the API's paths; Vite's module runner loads it as the app does.
  const { module } = await runnerImport<typeof ContractModule>('/src/api/contract/index.ts', {
    root,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
  })
  const paths = new Set(Object.values(module.contract).map((endpoint) => pathPattern(endpoint.path)))
  // A key starting with "^" is a pattern, matched against the path and its query.
  return { [`^(?:${[...paths].join('|')})(?:\\?|$)`]: options }
}

/** Sets `server.proxy` and `preview.proxy` when `VITE_API_PROXY` names a back end; nothing otherwise. */
export function apiProxy(settings: EnvSettings): Plugin {
  return {
    name: 'vantage:api-proxy',
    async config(config) {
      if (!settings.apiProxy) return undefined
      const proxy = await apiProxyRules(config.root ?? process.cwd(), settings)
      return { server: { proxy }, preview: { proxy } }
    },
  }
}
