import { test as base, expect, type Page } from '@playwright/test'

/*
 * Every test fails on an uncaught error in the page (`pageerror`) or a `console.error`, in its own
 * page and in every page it opens: an error a user never sees is still a defect. What a test means
 * to provoke is allowed by that test (`consoleErrors.allow`), and what the browser logs for
 * every run is allowed here, each with the reason it is not a defect.
 */

interface Allowed {
  pattern: RegExp
  reason: string
}

/** Allowed in every test. Add an entry only with its reason. */
const ALWAYS_ALLOWED: readonly Allowed[] = [
  {
    // The browser logs each 4xx/5xx answer to a fetch, even one the app expects and shows on screen
    // (a wrong password is a 400, a session past its time a 401, a forced failure a 500). Only the
    // back end's answers: a missing script, style, image or font is still an error.
    pattern: /^console\.error: Failed to load resource: the server responded with a status of [45]\d\d .*\((?![^)]*\.(js|css|svg|png|jpe?g|webp|woff2?)\))[^)]*\)$/,
    reason: "the back end's refusals, which the app shows on screen",
  },
]

export interface ConsoleErrors {
  /** Allows errors matching `pattern` in this test, for the reason given (what the test provokes). */
  allow(pattern: RegExp, reason: string): void
  /** What the pages logged so far: `pageerror: …` and `console.error: … (url)` lines. */
  seen(): readonly string[]
}

/** `test` with the `consoleErrors` fixture, which checks every test's pages by itself. */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  // Playwright's `use` is named `provide` here: the React lint rules would take it for React's.
  consoleErrors: [
    async ({ page, context }, provide) => {
      const seen: string[] = []
      const allowed: Allowed[] = [...ALWAYS_ALLOWED]
      const watch = (watched: Page) => {
        watched.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`))
        watched.on('console', (message) => {
          if (message.type() === 'error') seen.push(`console.error: ${message.text()} (${message.location().url})`)
        })
      }
      watch(page)
      context.on('page', watch)
      await provide({ allow: (pattern, reason) => allowed.push({ pattern, reason }), seen: () => [...seen] })
      const unexpected = seen.filter((line) => !allowed.some(({ pattern }) => pattern.test(line)))
      expect(unexpected, 'errors in the browser console (allow the expected ones with consoleErrors.allow)').toEqual([])
    },
    { auto: true },
  ],
})
