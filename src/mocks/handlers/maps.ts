import { endpointsIn } from '@/api/contract/endpoint'
import * as mapsContract from '@/api/contract/maps'
import type { CountryCustomers, CustomersByCountry } from '@/api/contract/maps'
import { countryCodeOf } from '@/mocks/db/countryCodes'
import { implement } from './implement'
import { users } from './users'

/**
 * The maps page's figures (src/api/contract/maps.ts), counted from the users list at each call, so
 * a user added, edited or deleted there moves the map.
 */
export const handlers = implement(endpointsIn(mapsContract), {
  customersByCountry: () => customersByCountryOf(users.all()),
})

/** Counts the rows by the country they name: most first, then by name; a name the table does not know is unplaced. */
export function customersByCountryOf(rows: readonly { country: string }[]): CustomersByCountry {
  const counted = new Map<string, CountryCustomers>()
  let unplaced = 0
  for (const { country } of rows) {
    const code = countryCodeOf(country)
    if (!code) {
      unplaced += 1
      continue
    }
    const entry = counted.get(code.id)
    if (entry) entry.customers += 1
    else counted.set(code.id, { ...code, customers: 1 })
  }
  const countries = [...counted.values()].sort((a, b) => b.customers - a.customers || a.country.localeCompare(b.country))
  return { countries, total: rows.length, unplaced }
}
