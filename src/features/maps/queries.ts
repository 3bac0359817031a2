import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api'
import { customersByCountry } from '@/api/contract/maps'
import { queryKeys } from '@/lib/queryKeys'

/** The country names come as codes and are named on the client, so the key needs no locale. */
export const mapsKeys = queryKeys('maps', { customers: () => [] })

export const mapsQueries = {
  /** Customers (rows of the users list) by country, counted by the back end. */
  customers: () => queryOptions({ queryKey: mapsKeys.customers(), queryFn: ({ signal }) => api(customersByCountry, { signal }) }),
}
