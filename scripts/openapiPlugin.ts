/*
 * The OpenAPI document of the contract, made outside the app: the contract is TypeScript with Vite's
 * module features (the "@/" alias, import.meta.glob and .env), so Vite's module runner loads it.
 * Used by `npm run openapi` (scripts/openapi.mjs) and by the Vite plugin below, which serves the
 * document at /openapi.json in development and writes it into every production build.
 */
import path from 'node:path'
import { runnerImport, type Plugin } from 'vite'
import type * as OpenApiModule from './openapiDocument'
import type { OpenApiServer } from '../src/api/contract/openapi'

/** The document's path under the app's base URL. */
export const OPENAPI_FILE = 'openapi.json'

export interface OpenApiJsonOptions {
  /** The project's root folder. */
  root: string
  /** The document's `servers`; default: the app's own origin. */
  servers?: OpenApiServer[]
}

/** The document as pretty JSON, with the files it was made from (to watch them). */
export async function openApiJson({ root, servers }: OpenApiJsonOptions): Promise<{ json: string; files: string[] }> {
  const { module, dependencies } = await runnerImport<typeof OpenApiModule>('/scripts/openapiDocument.ts', {
    root,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
  })
  const document = module.contractOpenApi({ examples: module.examples, ...(servers ? { servers } : {}) })
  return { json: `${JSON.stringify(document, null, 2)}\n`, files: dependencies }
}

/** A build talking to a configured back end (VITE_API_BASE_URL) names it as the document's server. */
function serversOf(env: Record<string, string>): OpenApiServer[] | undefined {
  const url = env.VITE_API_BASE_URL
  return url ? [{ url, description: 'The back end this build calls (VITE_API_BASE_URL)' }] : undefined
}

/** Serves /openapi.json from the dev server (made again after a contract file changes) and emits it into the build. */
export function openApi(): Plugin {
  let root = process.cwd()
  let base = '/'
  let servers: OpenApiServer[] | undefined
  return {
    name: 'vantage:openapi',
    configResolved(config) {
      root = config.root
      base = config.base
      servers = serversOf(config.env)
    },
    configureServer(server) {
      let cached: Promise<string> | undefined
      let watched = new Set<string>()
      server.watcher.on('change', (file) => {
        if (watched.has(path.resolve(file))) cached = undefined
      })
      server.middlewares.use(async (request, response, next) => {
        if (request.url?.split('?')[0] !== `${base}${OPENAPI_FILE}`) return next()
        cached ??= openApiJson({ root, servers }).then(({ json, files }) => {
          watched = new Set(files.map((file) => path.resolve(file)))
          return json
        })
        try {
          const json = await cached
          response.setHeader('Content-Type', 'application/json; charset=utf-8')
          response.end(json)
        } catch (error) {
          cached = undefined
          next(error)
        }
      })
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return
      const { json } = await openApiJson({ root, servers })
      this.emitFile({ type: 'asset', fileName: OPENAPI_FILE, source: json })
    },
  }
}
