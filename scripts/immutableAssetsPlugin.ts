import type { Plugin } from 'vite'

/** What a file named by its content may be told: it never changes, keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * `vite preview` serves the built files with `Cache-Control: no-cache`, so every page load asks again
 * for each of the two hundred chunks a screen is made of. Those under /assets/ are named by their
 * content hash (vite.config.ts, `chunkFileNames`): a changed file gets a new name, so the browser may
 * keep them for good, as any host of this build should let it (docs/performance.md, "Serving the build"). index.html, the
 * service worker and the files of public/ keep asking.
 */
export function immutableAssets(): Plugin {
  return {
    name: 'vantage:immutable-assets',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/')) {
          const setHeader = response.setHeader.bind(response)
          response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? IMMUTABLE : value)
        }
        next()
      })
    },
  }
}
