import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { addInvoice, addInvoicePayment, deleteInvoice, duplicateInvoice, sendInvoice, updateInvoice, type InvoiceChanges, type InvoiceMail, type NewInvoice, type NewPayment } from '@/api/contract/invoices'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { withInvoice, withoutInvoices } from './cacheWrites'
import { invoiceKeys, invoiceList } from './queries'

/*
 * The invoice app's changes. Each refetches what it touched; errors of the forms (400s by field) are
 * the caller's to show (showSubmitError). Sending writes a mail into the email app's sent folder,
 * whose queries this feature cannot name (a feature never imports another): its open screens refetch
 * on `mock:changed`, on focus, or when they go stale (30 s). A route that shows both can invalidate them.
 */

/**
 * Deletes invoices, one (the row's menu, the preview) or the selection (one call each). They leave
 * the lists at once; if the back end refuses, they come back and the delete dialog says why.
 */
export function useDeleteInvoices() {
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [invoiceKeys.page.prefix()],
      mutationFn: (ids: readonly number[]) => Promise.all(ids.map((id) => api(deleteInvoice, { query: { id } }))),
      apply: (cache, ids) => withoutInvoices(cache, new Set(ids)),
      applyAnswer: (cache, _answer, ids) => invoiceList.forgetRecords(cache, ids),
    }),
  )
}

/** Adds an invoice (a Draft, first in the list); a client typed in joins the picker's choices. */
export function useAddInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewInvoice) => (await api(addInvoice, { body })).invoice,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.page.prefix() }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.clients.prefix() }),
      ]),
  })
}

/** Saves the edit form; the invoice's copies take the answer at once. */
export function useUpdateInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: InvoiceChanges) => (await api(updateInvoice, { body })).invoice,
    onSuccess: (invoice) => {
      withInvoice(queryClient, invoice)
      return Promise.all([
        invalidateInvoice(queryClient, invoice.id),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.clients.prefix() }),
      ])
    },
  })
}

/** Mails an invoice (it becomes Sent); answers the invoice and the id of the mail in sent. */
export function useSendInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InvoiceMail) => api(sendInvoice, { body }),
    // The mail lands in the email app's sent folder.
    meta: { invalidates: ['email'] },
    onSuccess: ({ invoice }) => {
      withInvoice(queryClient, invoice)
      return invalidateInvoice(queryClient, invoice.id)
    },
  })
}

/** Records a payment (Partial Payment, or Paid at 0); the invoice's copies take the answer at once. */
export function useAddPayment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewPayment) => (await api(addInvoicePayment, { body })).invoice,
    onSuccess: (invoice) => {
      withInvoice(queryClient, invoice)
      return invalidateInvoice(queryClient, invoice.id)
    },
  })
}

/** Copies an invoice as a new Draft (first in the list); answers the copy, to open it. */
export function useDuplicateInvoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => (await api(duplicateInvoice, { body: { id } })).invoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.page.prefix() }),
  })
}

/** Every list page (status, balance and order may have changed) and the invoice's own entry refetch. */
function invalidateInvoice(queryClient: ReturnType<typeof useQueryClient>, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.page.prefix() }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.record(id) }),
  ])
}
