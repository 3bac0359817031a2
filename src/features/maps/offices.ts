import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** An office of the company, placed by longitude and latitude. */
export interface Office {
  id: string
  city: MessageDescriptor
  /** ISO alpha-2 code of its country, named in the reader's language. */
  country: string
  lon: number
  lat: number
  /** How many people work there. */
  people: number
}

export const OFFICES: readonly Office[] = [
  { id: 'lisbon', city: msg`Lisbon`, country: 'PT', lon: -9.14, lat: 38.72, people: 48 },
  { id: 'berlin', city: msg`Berlin`, country: 'DE', lon: 13.4, lat: 52.52, people: 31 },
  { id: 'new-york', city: msg`New York`, country: 'US', lon: -74.01, lat: 40.71, people: 64 },
  { id: 'sao-paulo', city: msg`São Paulo`, country: 'BR', lon: -46.63, lat: -23.55, people: 22 },
  { id: 'nairobi', city: msg`Nairobi`, country: 'KE', lon: 36.82, lat: -1.29, people: 14 },
  { id: 'singapore', city: msg`Singapore`, country: 'SG', lon: 103.82, lat: 1.35, people: 27 },
]
