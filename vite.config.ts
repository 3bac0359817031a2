/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { msw } from 'msw/vite'
import { checkEnvSettings, envProblemsMessage } from './src/lib/envSettings.ts'
import { apiProxy } from './scripts/apiProxyPlugin.ts'
import { openApi } from './scripts/openapiPlugin.ts'
import { preloadFonts } from './scripts/fontPreloadPlugin.ts'
import { immutableAssets } from './scripts/immutableAssetsPlugin.ts'
import { preloadGraph } from './scripts/preloadGraphPlugin.ts'

/** The unit tests that run in worker threads rather than VM contexts (see `test.projects` below). */
const OWN_WORKER_TESTS = ['src/mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'src/api/apiProxy.test.ts', 'src/api/contract/openapi.test.ts', 'src/i18n/translationRules.test.ts']

export default defineConfig(({ mode }) => {
  // The settings are checked before anything runs: a bad value stops the dev server and the build
  // with one message naming it (src/lib/envSettings.ts; the app checks them again at boot).
  const { settings, problems, warnings } = checkEnvSettings(loadEnv(mode, process.cwd(), 'VITE_'))
  if (problems.length > 0) throw new Error(envProblemsMessage(problems))
  for (const warning of warnings) console.warn(`Warning: ${warning}`)
  // The mock back end is on unless a build asks for a real one (VITE_API_MOCK=false).
  const mockEnabled = settings.mock

  return {
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // msw's cookie jar, which a bearer-token mock never uses, without its ~70 KB public-suffix table.
        'tough-cookie': fileURLToPath(new URL('./src/mocks/noCookieStore.ts', import.meta.url)),
      },
    },
    plugins: [
      // Generates src/routeTree.gen.ts and splits every route into its own chunk. A route's loader
      // travels with its component, so the API client and the contract stay out of the entry chunk;
      // pendingComponent is not split: it is what shows while the rest downloads.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      }),
      react(),
      // Lingui macros must be compiled by Babel; plugin-react 6 no longer runs Babel itself.
      babel({ presets: [linguiTransformerBabelPreset()] }),
      lingui({ failOnMissing: mode === 'production' }),
      // Serves (dev) and emits (build) public path /mockServiceWorker.js, only when mocking.
      ...(mockEnabled ? [msw({ mode: 'worker-only' })] : []),
      // The contract's OpenAPI document at /openapi.json: served in development, written into the build.
      openApi(),
      // With VITE_API_PROXY, the dev server and `vite preview` forward the API's calls there (scripts/apiProxyPlugin.ts).
      apiProxy(settings),
      // <link rel="preload"> for the fonts of the first screen (scripts/fontPreloadPlugin.ts).
      preloadFonts(),
      // `vite preview` lets the browser keep the hashed chunks (scripts/immutableAssetsPlugin.ts).
      immutableAssets(),
      // Each on-demand import's preload list, written once as a graph (scripts/preloadGraphPlugin.ts).
      preloadGraph(),
    ],
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      // Every browser the es2022 target runs in preloads modules itself (Safari 17, Firefox 115 and
      // up): the polyfill would be dead weight in the first load. The preload lists themselves stay
      // (written as a graph by preloadGraph() above): without them a route's chunks load one level at
      // a time, measured 421 → 560 ms for a menu navigation on this machine.
      modulePreload: { polyfill: false },
      // dist/.vite/manifest.json: which chunks each route needs, for the byte budgets (scripts/check-budgets.mjs).
      manifest: true,
      rolldownOptions: {
        output: {
          // Chunks are named by their hash alone: the first load lists every on-demand chunk's file for its
          // preloads (over 500 of them), and each name's readable part cost about 3 KB of gzip there and
          // 3-5 KB on every route. dist/.vite/manifest.json still says which source each chunk holds.
          // Seven characters, the fewest Rolldown accepts for this many chunks (it refuses a build
          // whose names could collide): the names are random, so gzip cannot shrink them, and each
          // character less took 0.7 KB off the first load and up to 0.9 KB off a route.
          chunkFileNames: 'assets/[hash:7].js',
          // Everything the first render needs, in one file: one request, and gzip sees it whole
          // (split over ~50 small chunks it compressed 20 KB worse). Code loaded on demand (routes,
          // dialogs, the mock back end) is still split as before.
          // The boot module (and the HTML page) stay out, so an entry chunk remains, named in the manifest.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/(index\.html|src\/main\.tsx)$/.test(id) }] },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
    test: {
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      // A worker per core: Vitest's default keeps one core for itself, which idles while the tests run
      // (on a 2-core machine, one worker: 446 s for the whole unit suite against 250 s with two).
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          // Most files: each in a VM context of a worker that stays, instead of a new worker that loads
          // its DOM, React and the kit anew per file (about 0.4 s a file): the whole unit suite took 224 s
          // against 269 s in worker threads alone on a 2-core machine. src/test/setup.ts gives the contexts what they lack of Node's.
          test: { name: 'contexts', include: ['src/**/*.test.{ts,tsx}'], exclude: OWN_WORKER_TESTS, pool: 'vmThreads' },
        },
        {
          extends: true,
          // In worker threads of their own: the mock back end's tests, whose heavy computing (the fuzz,
          // the scenarios) ran up to three times as long in a VM context, and the tests that run Vite
          // or the build's scripts, whose native parts refuse a context's values.
          test: { name: 'workers', include: OWN_WORKER_TESTS, pool: 'threads' },
        },
      ],
    },
  }
})
