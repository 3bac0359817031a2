// @vitest-environment node
import { QueryClient, queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { loadByCause } from './loadByCause'

/** A query whose answers the test releases one by one. */
function pending(key: string) {
  const answers: Array<{ resolve: (value: string) => void; reject: (error: Error) => void }> = []
  const queryFn = vi.fn(() => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })))
  return {
    options: queryOptions({ queryKey: [key], queryFn }),
    queryFn,
    answer: (value: string) => answers.shift()!.resolve(value),
    fail: () => answers.shift()!.reject(new Error('down')),
  }
}

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.finally(() => (done = true)).catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve))
  return done
}

describe('loadByCause', () => {
  it('waits for the data when entering or preloading a page', async () => {
    for (const cause of ['enter', 'preload'] as const) {
      const cache = new QueryClient()
      const list = pending('list')
      const load = loadByCause(cache, cause, [list.options])
      expect(await settled(load)).toBe(false)
      list.answer('rows')
      await load
      expect(cache.getQueryData(list.options.queryKey)).toBe('rows')
    }
  })

  it('enters with cached data at once, however old: the screen refetches what is stale', async () => {
    const cache = new QueryClient()
    const list = pending('list')
    cache.setQueryData(list.options.queryKey, 'cached')
    await loadByCause(cache, 'enter', [list.options])
    expect(list.queryFn).not.toHaveBeenCalled()
  })

  it('only starts the request when staying on the page, also for cached data', async () => {
    const cache = new QueryClient()
    const list = pending('list')
    cache.setQueryData(list.options.queryKey, 'previous')
    await cache.invalidateQueries({ queryKey: list.options.queryKey })
    await loadByCause(cache, 'stay', [list.options])
    expect(list.queryFn).toHaveBeenCalledTimes(1)
    expect(cache.getQueryData(list.options.queryKey)).toBe('previous')
    list.answer('next')
    await vi.waitFor(() => expect(cache.getQueryData(list.options.queryKey)).toBe('next'))
  })

  it('fails the page for a required query, not for an optional one', async () => {
    const cache = new QueryClient()
    const list = pending('list')
    const mail = pending('mail')
    const load = loadByCause(cache, 'enter', [list.options], { optional: [mail.options] })
    mail.fail()
    expect(await settled(load)).toBe(false)
    list.answer('rows')
    await expect(load).resolves.toBeUndefined()

    const broken = pending('broken')
    const failing = loadByCause(cache, 'enter', [broken.options])
    broken.fail()
    await expect(failing).rejects.toThrow('down')
  })

  it('never fails while staying: the screen shows the error of its own query', async () => {
    const cache = new QueryClient()
    const list = pending('list')
    await loadByCause(cache, 'stay', [list.options])
    list.fail()
    await vi.waitFor(() => expect(cache.getQueryState(list.options.queryKey)?.status).toBe('error'))
  })
})
