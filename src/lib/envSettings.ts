/**
 * The settings the app takes from its environment (`VITE_*` variables, from the shell or an `.env`
 * file), checked in one place: vite.config.ts stops the dev server and the build with the message,
 * and the boot code (src/main.tsx) shows it instead of the app. Plain string checks, no zod: the
 * boot code is in the first-load chunk, and vite.config.ts runs this module in Node.
 */

export interface EnvSettings {
  /** The in-browser mock back end answers every call (`VITE_API_MOCK`, on unless "false"). */
  mock: boolean
  /** Where calls go (`VITE_API_BASE_URL`): an absolute http(s) URL, a path on the app's origin, or '' for the app's origin. */
  apiBaseUrl: string
  /** Where the dev server forwards the API's calls (`VITE_API_PROXY`), '' for nowhere. */
  apiProxy: string
}

/**
 * Every `VITE_` setting the app reads (docs/real-backend.md):
 * - `VITE_API_MOCK`: "true" (the default: the in-browser mock answers) or "false" (a real back end does);
 * - `VITE_API_BASE_URL`: where the back end lives, an absolute http(s) URL or a path starting with "/"; empty for the app's own origin;
 * - `VITE_API_PROXY`: the back end the dev server forwards the API's calls to, an absolute http(s) URL (development only).
 */
export const ENV_SETTINGS = ['VITE_API_MOCK', 'VITE_API_BASE_URL', 'VITE_API_PROXY'] as const

export interface EnvCheck {
  settings: EnvSettings
  /** What makes the settings unusable, one sentence each, naming the setting and its value. */
  problems: string[]
  /** What is likely a mistake but does not stop the app (an unknown `VITE_` name, a setting with no effect). */
  warnings: string[]
}

const quoted = (value: string) => JSON.stringify(value)

/** An absolute http(s) URL with no query or fragment: paths are appended to it. */
function isHttpUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '' && !/\s/.test(value)
}

/** A path on the app's own origin ("/backend"); "//host" would be another host, so it is not one. */
const isOwnPath = (value: string) => /^\/(?!\/)[^\s?#]*$/.test(value)

/**
 * Reads and checks the settings. `env` is `import.meta.env` in the browser, or the variables Vite
 * loaded (`loadEnv`) in vite.config.ts; keys that do not start with `VITE_` are not settings and are skipped.
 */
export function checkEnvSettings(env: Readonly<Record<string, unknown>>): EnvCheck {
  const problems: string[] = []
  const warnings: string[] = []
  const text = (name: (typeof ENV_SETTINGS)[number]): string => {
    const value = env[name]
    return typeof value === 'string' ? value : ''
  }

  const mockValue = text('VITE_API_MOCK')
  if (mockValue !== '' && mockValue !== 'true' && mockValue !== 'false') {
    problems.push(`VITE_API_MOCK must be "true" or "false", got ${quoted(mockValue)}`)
  }

  const apiBaseUrl = text('VITE_API_BASE_URL')
  if (apiBaseUrl !== '' && !isHttpUrl(apiBaseUrl) && !isOwnPath(apiBaseUrl)) {
    problems.push(
      `VITE_API_BASE_URL must be an absolute http(s) URL without query or fragment (like "https://api.example.com") ` +
        `or a path starting with "/" (like "/backend"), got ${quoted(apiBaseUrl)}`,
    )
  }

  const apiProxy = text('VITE_API_PROXY')
  if (apiProxy !== '' && !isHttpUrl(apiProxy)) {
    problems.push(`VITE_API_PROXY must be an absolute http(s) URL (like "http://localhost:8787"), got ${quoted(apiProxy)}`)
  } else if (apiProxy !== '' && isHttpUrl(apiBaseUrl)) {
    problems.push(
      `VITE_API_PROXY forwards the calls the app makes to the dev server, but VITE_API_BASE_URL sends them to ` +
        `${quoted(apiBaseUrl)} directly: leave VITE_API_BASE_URL empty (or a path) when using the proxy`,
    )
  }

  const mock = mockValue !== 'false'
  if (apiProxy !== '' && mock) {
    warnings.push('VITE_API_PROXY has no effect while the mock back end answers the calls: set VITE_API_MOCK=false to use it')
  }
  const known: readonly string[] = ENV_SETTINGS
  for (const name of Object.keys(env)) {
    if (name.startsWith('VITE_') && !known.includes(name)) {
      warnings.push(`${name} is not a setting this app reads (it reads ${known.join(', ')})`)
    }
  }

  return { settings: { mock, apiBaseUrl, apiProxy }, problems, warnings }
}

/** The problems as one message, for an error thrown by the build or shown by the boot code. */
export function envProblemsMessage(problems: readonly string[]): string {
  return `Invalid settings (environment variables or .env file):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`
}
