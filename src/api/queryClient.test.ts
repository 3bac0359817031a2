// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, ContractMismatchError } from '@/api'
import { MutationObserver } from '@tanstack/react-query'
import { mockAllowsRetry, queryClient, shouldRetry } from './queryClient'

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new ApiError('GET /apps/email/2', status, null))).toBe(false)
    }
  })

  it('retries a 5xx answer or a network failure once', () => {
    const serverError = new ApiError('GET /apps/email', 503, null)
    const networkError = new TypeError('Failed to fetch')
    expect(shouldRetry(0, serverError)).toBe(true)
    expect(shouldRetry(0, networkError)).toBe(true)
    expect(shouldRetry(1, serverError)).toBe(false)
    expect(shouldRetry(1, networkError)).toBe(false)
  })

  it('does not retry an answer that breaks the contract', () => {
    expect(shouldRetry(0, new ContractMismatchError('GET /apps/email', []))).toBe(false)
  })
})

describe('mockAllowsRetry (builds with the mock)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks the mock through the window event 'mock:retry', naming the endpoint; a cancelled event says no", () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const asked: unknown[] = []
    page.addEventListener('mock:retry', (event) => asked.push((event as CustomEvent).detail))
    expect(mockAllowsRetry(new ApiError('GET /apps/email/emails', 503, null))).toBe(true)
    expect(mockAllowsRetry(new TypeError('Failed to fetch'))).toBe(true)
    expect(asked).toEqual([{ endpoint: 'GET /apps/email/emails' }, { endpoint: null }])
    page.addEventListener('mock:retry', (event) => event.preventDefault())
    expect(mockAllowsRetry(new ApiError('GET /apps/email/emails', 503, null))).toBe(false)
  })

  it('says yes where there is no window (no mock to ask)', () => {
    expect(mockAllowsRetry(new ApiError('GET /apps/email/emails', 503, null))).toBe(true)
  })
})

describe('a mutation that names other domains', () => {
  it("marks those domains' queries stale when it succeeds, and leaves the rest", async () => {
    queryClient.setQueryData(['email', 'list', 'sent'], [])
    queryClient.setQueryData(['users', 'list'], [])
    await new MutationObserver(queryClient, { mutationFn: async () => 'sent', meta: { invalidates: ['email'] } }).mutate()
    expect(queryClient.getQueryState(['email', 'list', 'sent'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['users', 'list'])?.isInvalidated).toBe(false)
  })
})
