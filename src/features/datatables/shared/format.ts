import { plural } from '@lingui/core/macro'
import { formatDate, formatNumber } from '@/i18n/format'

/**
 * The rows carry display text in US formats (`DatatableRow` in src/api/contract/datatables.ts). The screens show it in the active
 * language instead; text that cannot be read is shown as it came rather than hidden.
 */

/** "09/23/2016" (MM/DD/YYYY) as a date of the active language. */
export function formatStartDate(text: string): string {
  const [month, day, year] = text.split('/').map(Number)
  if (!month || !day || !year) return text
  return formatDate(new Date(year, month - 1, day))
}

/** "$23896.35" as dollars in the active language's notation ("23.896,35 $" in German). Other currencies stay as they came. */
export function formatSalary(text: string): string {
  const amount = Number(text.trim().slice(1))
  if (!text.trim().startsWith('$') || !Number.isFinite(amount)) return text
  return formatNumber(amount, { style: 'currency', currency: 'USD' })
}

/** "7 Years" translated, e.g. "7 Jahre". */
export function formatExperience(text: string): string {
  const years = Number.parseInt(text, 10)
  if (Number.isNaN(years)) return text
  return plural(years, { one: '# year', other: '# years' })
}
