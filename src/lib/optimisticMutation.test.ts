// @vitest-environment node
import { MutationObserver, QueryObserver } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient, reportMutationErrors } from '@/api/queryClient'
import { optimisticMutation, type OptimisticMutation } from './optimisticMutation'

// The app's query client, which tells the user of a refusal through the reporter the app installs.
const report = vi.fn()
reportMutationErrors(report)

type Stars = Record<number, boolean>
const starsKey = ['stars', 'list'] as const

/** A back end whose answer the test gives (or refuses) when it wants. */
function backEnd() {
  let settle = { resolve: (_stars: Stars) => {}, reject: (_error: Error) => {} }
  const mutationFn = vi.fn((_id: number) => new Promise<Stars>((resolve, reject) => (settle = { resolve, reject })))
  return { mutationFn, answer: (stars: Stars) => settle.resolve(stars), refuse: () => settle.reject(new Error('refused')) }
}

function setup(options: Partial<OptimisticMutation<number, Stars>> = {}) {
  const cache = queryClient
  cache.setQueryData<Stars>(starsKey, { 1: false, 2: true })
  const server = backEnd()
  const mutation = new MutationObserver(
    cache,
    optimisticMutation(cache, {
      keys: () => [starsKey],
      mutationFn: server.mutationFn,
      apply: (c, id) => c.setQueryData<Stars>(starsKey, (stars) => stars && { ...stars, [id]: !stars[id] }),
      applyAnswer: (c, answer) => c.setQueryData(starsKey, answer),
      errorMessage: (id) => `Could not star ${id}`,
      ...options,
    }),
  )
  const stars = () => cache.getQueryData<Stars>(starsKey)
  return { cache, server, mutation, stars }
}

beforeEach(() => {
  report.mockClear()
  queryClient.clear()
})

describe('optimisticMutation', () => {
  it('applies the change before the back end answers, then takes its answer', async () => {
    const { server, mutation, stars } = setup()
    const done = mutation.mutate(1)
    await vi.waitFor(() => expect(stars()).toEqual({ 1: true, 2: true }))
    expect(server.mutationFn).toHaveBeenCalled()
    server.answer({ 1: true, 2: false })
    await done
    expect(stars()).toEqual({ 1: true, 2: false })
    expect(report).not.toHaveBeenCalled()
  })

  it('cancels a fetch under way, whose answer would undo the change', async () => {
    const { cache, server, mutation, stars } = setup()
    let answerFetch = (_stars: Stars) => {}
    const fetching = cache.fetchQuery({ queryKey: starsKey, queryFn: () => new Promise<Stars>((resolve) => (answerFetch = resolve)) })
    const done = mutation.mutate(1)
    await vi.waitFor(() => expect(stars()).toEqual({ 1: true, 2: true }))
    answerFetch({ 1: false, 2: false })
    await fetching.catch(() => undefined)
    expect(stars()).toEqual({ 1: true, 2: true })
    server.answer({ 1: true, 2: true })
    await done
  })

  it("rolls back and says so through the query client's reporter (a toast in the app) when the back end refuses", async () => {
    const { server, mutation, stars } = setup()
    const done = mutation.mutate(2).catch(() => undefined)
    await vi.waitFor(() => expect(stars()).toEqual({ 1: false, 2: false }))
    server.refuse()
    await done
    expect(stars()).toEqual({ 1: false, 2: true })
    expect(report).toHaveBeenCalledWith('Could not star 2')
  })

  it('invalidates the touched keys when settled; callers hear of success after the screen refetched', async () => {
    const { cache, server, mutation } = setup()
    const onScreen = vi.fn(async () => ({ 1: true, 2: true }))
    const unsubscribe = new QueryObserver(cache, { queryKey: starsKey, queryFn: onScreen, staleTime: Infinity }).subscribe(() => {})
    const other = ['other']
    cache.setQueryData(other, 'untouched')

    const refetchedBeforeSuccess = vi.fn()
    // A mutate() call's own callbacks reach only an observed mutation, as useMutation's is.
    mutation.subscribe(() => {})
    const done = mutation.mutate(1, { onSuccess: () => refetchedBeforeSuccess(onScreen.mock.calls.length) })
    await vi.waitFor(() => expect(server.mutationFn).toHaveBeenCalled())
    server.answer({ 1: true, 2: true })
    await done
    expect(refetchedBeforeSuccess).toHaveBeenCalledWith(1)
    expect(cache.getQueryState(other)?.isInvalidated).toBe(false)
    unsubscribe()
  })

  it('refetches a list that opened during the change, whose first fetch read the data from before it', async () => {
    const { cache, server, mutation } = setup({ applyAnswer: undefined })
    cache.removeQueries({ queryKey: starsKey })
    // The back end: the first read comes before the change is stored, every later one after.
    let answerFirstRead = (_stars: Stars) => {}
    const reads = vi.fn()
    const read = () => {
      reads()
      return reads.mock.calls.length === 1 ? new Promise<Stars>((resolve) => (answerFirstRead = resolve)) : Promise.resolve({ 1: true, 2: true })
    }
    const done = mutation.mutate(1)
    await vi.waitFor(() => expect(server.mutationFn).toHaveBeenCalled())
    // A screen opens the list while the change is under way: its first fetch is still out when the change settles.
    const unsubscribe = new QueryObserver(cache, { queryKey: starsKey, queryFn: read, staleTime: Infinity }).subscribe(() => {})
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1))
    server.answer({ 1: true, 2: true })
    // Settling: the list is refetched, or marked to be once the fetch still out has answered.
    await vi.waitFor(() => expect(reads.mock.calls.length > 1 || cache.getQueryState(starsKey)?.isInvalidated).toBe(true))
    answerFirstRead({ 1: false, 2: true })
    await done
    await vi.waitFor(() => expect(cache.getQueryState(starsKey)?.fetchStatus).toBe('idle'))
    expect(cache.getQueryData(starsKey)).toEqual({ 1: true, 2: true })
    unsubscribe()
  })

  it('without apply, waits for the answer and has nothing to roll back', async () => {
    const { server, mutation, stars } = setup({ apply: undefined })
    const done = mutation.mutate(1).catch(() => undefined)
    await vi.waitFor(() => expect(server.mutationFn).toHaveBeenCalled())
    expect(stars()).toEqual({ 1: false, 2: true })
    server.refuse()
    await done
    expect(stars()).toEqual({ 1: false, 2: true })
    expect(report).toHaveBeenCalledWith('Could not star 1')
  })
})
