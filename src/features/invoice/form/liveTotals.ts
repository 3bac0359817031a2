import { invoiceSums, type InvoiceSums } from '@/api/contract/invoiceTotals'
import type { InvoiceFormValues } from './invoiceFormValues'

/** A cost or quantity while it is typed: what is missing or not yet a whole number counts as nothing. */
export const wholeOrZero = (value: number | undefined): number => (value !== undefined && Number.isInteger(value) && value >= 0 ? value : 0)

/** A percent while it is typed: one that is not one yet (empty, "abc", over 100) counts as none. */
const percentOrZero = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) && value >= 0 && value <= 100 ? value : 0)

/**
 * The sums the form shows while it is filled in: the contract's own arithmetic (the server's), over
 * the lines as they stand; a line still being typed counts for what can be read of it.
 */
export function liveTotals({ items, discount, tax }: Pick<InvoiceFormValues, 'items' | 'discount' | 'tax'>): InvoiceSums {
  const lines = (items ?? []).map(({ cost, quantity }) => ({ cost: wholeOrZero(cost), quantity: wholeOrZero(quantity) }))
  return invoiceSums(lines, percentOrZero(discount), percentOrZero(tax))
}
