import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProductCategory, ProductColor, ProductSort } from '@/api/contract/ecommerceValues'

/** How the shop names its categories, colours and orders in the active language. */

export const CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  'appliances': msg`Appliances`,
  'audio': msg`Audio`,
  'cameras': msg`Cameras`,
  'computers': msg`Computers`,
  'gaming': msg`Gaming`,
  'phones': msg`Phones`,
  'smart-home': msg`Smart home`,
  'wearables': msg`Wearables`,
}

export const COLOR_LABELS: Record<ProductColor, MessageDescriptor> = {
  black: msg`Black`,
  white: msg`White`,
  silver: msg`Silver`,
  blue: msg`Blue`,
  red: msg`Red`,
  green: msg`Green`,
  gold: msg`Gold`,
  pink: msg`Pink`,
}

/** What each colour swatch is painted with (the names say which it is; the paint only shows it). */
export const COLOR_SWATCHES: Record<ProductColor, string> = {
  black: '#1f2024',
  white: '#f7f7f5',
  silver: '#b8bcc2',
  blue: '#2f6fd6',
  red: '#d23b3b',
  green: '#2e9d5b',
  gold: '#d3a73c',
  pink: '#ec8fb3',
}

export const SORT_LABELS: Record<ProductSort, MessageDescriptor> = {
  'featured': msg`Featured`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
}
