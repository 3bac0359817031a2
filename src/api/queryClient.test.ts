// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, ContractMismatchError } from '@/api'
import { MutationObserver } from '@tanstack/react-query'
import { queryClient, shouldRetry } from './queryClient'

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

describe('a mutation that names other domains', () => {
  it("marks those domains' queries stale when it succeeds, and leaves the rest", async () => {
    queryClient.setQueryData(['email', 'list', 'sent'], [])
    queryClient.setQueryData(['users', 'list'], [])
    await new MutationObserver(queryClient, { mutationFn: async () => 'sent', meta: { invalidates: ['email'] } }).mutate()
    expect(queryClient.getQueryState(['email', 'list', 'sent'])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['users', 'list'])?.isInvalidated).toBe(false)
  })
})
