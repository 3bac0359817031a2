import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { autocompleteData } from '@/api/contract/search'
import { queryKeys } from '@/lib/queryKeys'

const autocompleteKeys = queryKeys('autocomplete', { items: () => [] })

/** Every query of the autocomplete demo, with its key. */
export const autocompleteQueries = {
  /** The cities of Vantage's customers, as a plain list. */
  items: () =>
    queryOptions({
      queryKey: autocompleteKeys.items(),
      queryFn: async ({ signal }) => (await api(autocompleteData, { signal })).autoComplete,
    }),
}
