import type { MutationOptions, QueryClient, QueryKey } from '@tanstack/react-query'

export interface OptimisticMutation<TInput, TAnswer> {
  /** The cache entries the change touches, as exact keys or prefixes (see queryKeys). */
  keys: (input: TInput) => readonly QueryKey[]
  mutationFn: (input: TInput) => Promise<TAnswer>
  /**
   * Writes the expected outcome into the cache before the back end answers. Leave it out for a
   * change that must wait for the answer (one that moves an item out of the list on screen).
   */
  apply?: (cache: QueryClient, input: TInput) => void
  /** Writes the answer over the guess: it is how things now are. */
  applyAnswer?: (cache: QueryClient, answer: TAnswer, input: TInput) => void
  /**
   * The toast when the back end refuses, translated by the caller. Leave it out where the screen
   * shows the error itself (a delete dialog that stays open with it).
   */
  errorMessage?: (input: TInput) => string
  /** Other domains a success changes on the back end (the query client's `meta.invalidates`). */
  invalidates?: readonly string[]
}

/** The touched entries' data as it was before the change, to put back on failure. */
type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>

/**
 * Options for `useMutation` that change the cache at once and undo it if the back end refuses:
 *
 *   useMutation(optimisticMutation(queryClient, {
 *     keys: () => [searchKeys.bookmarks.prefix()],
 *     mutationFn: (page: PageSearchItem) => api(updateBookmark, { body: { id: page.id } }),
 *     apply: (cache, page) => writeFlag(cache, page.id, !page.isBookmarked),
 *     applyAnswer: (cache, answer) => writeFlag(cache, answer.id, answer.isBookmarked),
 *     errorMessage: (page) => t`Could not update the bookmark "${page.title}".`,
 *   }))
 *
 * Before applying, fetches of the touched keys are cancelled (their answers would land after the
 * change and undo it) and their data snapshotted. On failure the snapshot goes back and a toast
 * says so (through the query client's reporter). Once settled the touched keys are invalidated: what is on screen refetches, the rest is
 * marked stale. Callers' own `onSuccess` (of `mutate`) runs after that refetch, when the screen
 * shows the server's state.
 */
export function optimisticMutation<TInput, TAnswer>(
  queryClient: QueryClient,
  { keys, mutationFn, apply, applyAnswer, errorMessage, invalidates }: OptimisticMutation<TInput, TAnswer>,
): MutationOptions<TAnswer, Error, TInput, Snapshot> {
  return {
    mutationFn,
    onMutate: async (input) => {
      if (!apply) return []
      const filters = keys(input).map((queryKey) => ({ queryKey }))
      await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)))
      const snapshot = filters.flatMap((filter) => queryClient.getQueriesData(filter))
      apply(queryClient, input)
      return snapshot
    },
    // The whole snapshot goes back: a change another mutation made meanwhile is undone on screen
    // too, until the refetch on settling brings the server's state.
    onError: (_error, _input, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data)
    },
    // The query client tells the user (see reportMutationErrors in @/api/queryClient).
    // All of the mutation's meta is made here: a caller's own `meta` would drop the error message.
    meta: { errorMessage: errorMessage && ((input) => errorMessage(input as TInput)), invalidates },
    onSuccess: (answer, input) => applyAnswer?.(queryClient, answer, input),
    onSettled: async (_answer, _error, input) => {
      const filters = keys(input).map((queryKey) => ({ queryKey }))
      // A fetch begun while the change was under way may have read the data before it, and an
      // invalidation joins a first fetch still under way rather than starting anew (a list that
      // opened during the change kept the old rows): cancel such fetches, then refetch.
      await Promise.all(filters.map((filter) => queryClient.cancelQueries(filter)))
      await Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)))
    },
  }
}
