import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { Count } from './numbers'

// The maps page reads what the charts page guards with: a GET needs `read Chart` (see ./endpoint.ts).
const endpoint = domainEndpoint('Chart')

/** An ISO 3166-1 numeric code as text, zero-padded to three digits ('076' for Brazil): the ids world-atlas gives its countries. */
export const IsoNumericId = z.string().regex(/^\d{3}$/)

/** How many customers (rows of the users list) name one country. */
export const CountryCustomers = z.object({
  id: IsoNumericId.describe('The country\'s ISO 3166-1 numeric code, three digits ("076").'),
  alpha2: z.string().regex(/^[A-Z]{2}$/).describe('Its ISO 3166-1 alpha-2 code ("BR"), for a client to name it in its own language.'),
  country: z.string().describe('The name the users list writes ("Brazil").'),
  customers: Count,
})
export type CountryCustomers = z.infer<typeof CountryCustomers>

export const CustomersByCountry = z.object({
  /** Most customers first; a country no customer names is left out. */
  countries: z.array(CountryCustomers),
  /** Every customer, the unplaced ones included. */
  total: Count,
  /** Customers whose country is empty or not one the back end can place on a map. */
  unplaced: Count,
})
export type CustomersByCountry = z.infer<typeof CustomersByCountry>

export const customersByCountry = endpoint({
  method: 'GET',
  path: '/api/maps/customers-by-country',
  description: 'How many rows of the users list name each country, by ISO numeric code, most first. Not in the SPEC.',
  beyondSpec: true,
  response: CustomersByCountry,
})
