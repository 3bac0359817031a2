/**
 * The invoice app's value lists, apart from its zod schemas (./invoices.ts) for the same reason as
 * ./values.ts: the invoice routes read them from the address in the entry chunk, without zod.
 */

/** The statuses, spelled exactly so: other back ends of this API send these very strings. */
export const INVOICE_STATUSES = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'] as const

/** The columns the server can sort the invoice list by; `client` sorts by the client's name. */
export const INVOICE_SORT_FIELDS = ['id', 'client', 'total', 'balance', 'issuedDate', 'dueDate', 'invoiceStatus'] as const

/** How a payment was made. */
export const PAYMENT_METHODS = ['Bank Transfer', 'Credit Card', 'Cash', 'PayPal'] as const

/** The currencies an invoice may be written in (ISO 4217). */
export const INVOICE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const
