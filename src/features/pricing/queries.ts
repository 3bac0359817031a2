import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api'
import { pricingData } from '@/api/contract/pricing'
import { queryKeys } from '@/lib/queryKeys'

/**
 * Keys of the pricing page. The back end words the plans and questions in the language the client
 * sends (`Accept-Language` follows the active locale), so the locale is part of the key: switching
 * language shows another cache entry instead of English words under a German key.
 */
export const pricingKeys = queryKeys('pricing', { data: (locale: string) => [locale] })

export const pricingQueries = {
  /** The plans, the page's questions and the signed-in user's plan, worded in `locale`. */
  data: (locale: string) =>
    queryOptions({
      queryKey: pricingKeys.data(locale),
      queryFn: ({ signal }) => api(pricingData, { signal }),
    }),
}
