import type { Page, Response } from '@playwright/test'
import type { Endpoint, ResponseOf } from '../../src/api/contract/endpoint'

/** What a wait may also require of the call: query values as the URL carries them (`{ folder: 'sent' }`). */
export interface CallFilter {
  query?: Record<string, string>
}

/**
 * Whether `response` answers a call of `endpoint`: the same method, the same path (a `:param`
 * matches one segment) and, when given, these query values. Use it with `page.waitForResponse`
 * when a test needs the raw response (its status, its request's body).
 */
export function isCallOf(endpoint: Endpoint, { query = {} }: CallFilter = {}) {
  const path = new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`)
  return (response: Response): boolean => {
    const url = new URL(response.url())
    return (
      // Loading a page is no call, even at an address that is also an endpoint's path (/apps/ecommerce/orders).
      response.request().resourceType() !== 'document' &&
      response.request().method() === endpoint.method &&
      path.test(url.pathname) &&
      Object.entries(query).every(([key, value]) => url.searchParams.get(key) === value)
    )
  }
}

/**
 * Waits for the app's next successful call of a contract endpoint and returns its answer, checked
 * against the contract and typed by it, so a test asserts on exactly what the screen was given:
 *
 *   const sent = waitForCall(page, emailsData, { query: { folder: 'sent' } })
 *   await page.getByRole('link', { name: 'Sent' }).click()
 *   const { emails } = await sent
 *
 * Start the wait before the action that makes the call. An error status fails the wait, naming the call.
 */
export async function waitForCall<E extends Endpoint>(page: Page, endpoint: E, filter?: CallFilter): Promise<ResponseOf<E>> {
  const response = await page.waitForResponse(isCallOf(endpoint, filter))
  if (!response.ok()) throw new Error(`${endpoint.id} answered ${response.status()}: ${await response.text()}`)
  return endpoint.response.parse(await response.json()) as ResponseOf<E>
}

/**
 * Calls the API from the page as its signed-in user, as the app's client would (the token from
 * localStorage), through the real service worker; answers the status and the JSON body. For setting
 * up data or checking the back end's answer where the screen is not what a test is about.
 */
export async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  // Only once the mock answers: before that, the call would reach the static server.
  await page.locator('html[data-backend="ready"]').waitFor({ state: 'attached' })
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown }
    },
    { method, path, body },
  )
}
