import { useMemo } from 'react'
import { z } from 'zod'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { InvoiceItemInput, MAX_INVOICE_ITEMS, NewInvoice, type Invoice } from '@/api/contract/invoices'
import { Day } from '@/api/contract/day'

/**
 * The invoice form's rules: the contract's body field by field, with its own English messages (at
 * least one line, one client, a due date not before the issue date) said again in the active
 * language. All three show at once: the checks of the whole form run even while a field is wrong.
 */
export function useInvoiceFormSchema() {
  const { t } = useLingui()
  return useMemo(
    () =>
      z
        .object({
          ...NewInvoice.shape,
          items: z
            .array(InvoiceItemInput)
            .min(1, t`Add at least one item`)
            .max(MAX_INVOICE_ITEMS, plural({ maximum: MAX_INVOICE_ITEMS }, { one: 'Add at most # item', other: 'Add at most # items' })),
        })
        .superRefine(
          ({ clientId, client, issuedDate, dueDate }, ctx) => {
            if ((clientId === undefined) === (client === undefined)) {
              ctx.addIssue({ code: 'custom', path: ['clientId'], message: t`Choose a client or add a new one`, input: clientId })
            }
            if (Day.safeParse(issuedDate).success && Day.safeParse(dueDate).success && dueDate < issuedDate) {
              ctx.addIssue({ code: 'custom', path: ['dueDate'], message: t`The due date is before the issue date`, input: dueDate })
            }
          },
          { when: () => true },
        ),
    [t],
  )
}

export type InvoiceFormSchema = ReturnType<typeof useInvoiceFormSchema>
/** What the form's fields hold. */
export type InvoiceFormValues = z.input<InvoiceFormSchema>
/** One line as the form holds it: the cost in cents. */
export type InvoiceLineValues = InvoiceFormValues['items'][number]

/** How many days after it is issued a new invoice is due. */
const DAYS_TO_PAY = 30

/** A day in the user's own calendar, as the contract writes one. */
function localDay(date: Date): string {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}

/** A line to fill in. */
export const newLine = (): InvoiceLineValues => ({ name: '', description: '', cost: 0, quantity: 1 })

/** A new invoice: issued today, due in 30 days, in dollars, one empty line and no client yet. */
export function newInvoiceValues(now = new Date()): InvoiceFormValues {
  const due = new Date(now)
  due.setDate(due.getDate() + DAYS_TO_PAY)
  return {
    clientId: undefined,
    client: undefined,
    issuedDate: localDay(now),
    dueDate: localDay(due),
    items: [newLine()],
    discount: 0,
    tax: 0,
    note: '',
    salesperson: '',
    currency: 'USD',
  }
}

/** An invoice's fields as the form edits them (sums and payments are the server's). */
export function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  const { clientId, issuedDate, dueDate, items, discount, tax, note, salesperson, currency } = invoice
  return {
    clientId,
    client: undefined,
    issuedDate,
    dueDate,
    items: items.map(({ name, description, cost, quantity }) => ({ name, description, cost, quantity })),
    discount,
    tax,
    note,
    salesperson,
    currency,
  }
}
