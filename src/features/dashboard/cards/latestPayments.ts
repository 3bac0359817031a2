import type { Invoice } from '@/api/contract/invoices'

/** The payments received last across every invoice, newest first, each with its invoice. */
export function latestPayments(invoices: readonly Invoice[], count = 5) {
  return invoices
    .flatMap((invoice) => invoice.payments.map((payment) => ({ payment, invoice })))
    .sort((a, b) => b.payment.date.localeCompare(a.payment.date) || b.invoice.id - a.invoice.id || b.payment.id - a.payment.id)
    .slice(0, count)
}
