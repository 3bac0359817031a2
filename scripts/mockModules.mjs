// Loads TypeScript modules of src/ in plain Node, the way the app's build sees them (the "@/" alias,
// import.meta.env), through Vite's module loader with none of the app's plugins: what runs the mock
// back end and the contract's tools outside a browser.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

/**
 * `const { startMockServer } = await loadModule('/src/mocks/server.ts')`. The loader is closed when
 * the process ends; `close()` ends it sooner.
 */
export async function moduleLoader() {
  // The handlers answer at the API's base URL; outside a browser that is http://localhost (src/api/contract/baseUrl.ts).
  process.env.VITE_API_BASE_URL = ''
  const vite = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('..', import.meta.url)),
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  return {
    load: (path) => vite.ssrLoadModule(path),
    close: () => vite.close(),
  }
}
