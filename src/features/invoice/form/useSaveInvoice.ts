import { useNavigate } from '@tanstack/react-router'
import type { z } from 'zod'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/api/contract/invoices'
import { useSubmit, type SubmitOptions, type ZodForm } from '@/components/form'
import { showToast } from '@/components/toast'
import { useAddInvoice, useSendInvoice, useUpdateInvoice } from '../mutations'
import { invoiceFormValues, type InvoiceFormSchema } from './invoiceFormValues'

/**
 * The form's two ways to finish, each with its own spinner. Save: a new invoice is created and opens
 * in its preview; an invoice being edited is saved and stays in the form. Save and send: saved the
 * same way, then mailed to its client ("Invoice #id", the same subject as the preview's send drawer)
 * and opened in its preview, so the user sees it Sent. A send that fails after a good save says so;
 * the invoice is saved either way.
 */
export function useSaveInvoice(form: ZodForm<InvoiceFormSchema>, editing: Invoice | undefined) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const add = useAddInvoice()
  const update = useUpdateInvoice()
  const send = useSendInvoice()

  const saveValues = (values: z.output<InvoiceFormSchema>) =>
    editing ? update.mutateAsync({ id: editing.id, ...values }) : add.mutateAsync(values)
  const finishing = (andSend: boolean): SubmitOptions<z.output<InvoiceFormSchema>, Invoice> => ({
    successMessage: editing ? t`Invoice saved` : t`Invoice created`,
    errorMessage: t`The invoice could not be saved. Please try again.`,
    onSuccess: async (invoice) => {
      if (editing) form.reset(invoiceFormValues(invoice))
      if (andSend) await sendTo(invoice)
      if (andSend || !editing) void navigate({ to: '/apps/invoice/preview/$id', params: { id: invoice.id } })
    },
  })
  const save = useSubmit(form, saveValues, finishing(false))
  const saveAndSend = useSubmit(form, saveValues, finishing(true))

  const sendTo = async ({ id, client }: Invoice) => {
    try {
      await send.mutateAsync({ id, to: client.companyEmail, subject: t`Invoice #${id}`, message: '' })
      showToast(t`Invoice sent`, { variant: 'success' })
    } catch {
      showToast(t`The invoice was saved but could not be sent. Please send it from its page.`, { variant: 'error' })
    }
  }

  return { save, saveAndSend }
}
