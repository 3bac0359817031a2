import { Trans, useLingui } from '@lingui/react/macro'
import { InvoiceMail, type Invoice } from '@/api/contract/invoices'
import { FormAlert, FormTextField, useSubmit, useZodForm } from '@/components/form'
import { useSendInvoice } from '../mutations'
import { FormDrawer } from '@/components/form/FormDrawer'

/**
 * Writes the mail that sends an invoice: to the client, "Invoice #id", and a message. Sending makes it
 * Sent. Its owner mounts it anew for each opening (a `key`), so it starts from the invoice as it is then.
 */
export function SendInvoiceDrawer({ invoice, open, onClose }: { invoice: Invoice; open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const { id } = invoice
  const form = useZodForm(InvoiceMail, { defaultValues: { id, to: invoice.client.companyEmail, subject: t`Invoice #${id}`, message: '' } })
  const send = useSendInvoice()
  const submit = useSubmit(form, (mail) => send.mutateAsync(mail), {
    successMessage: t`Invoice sent`,
    errorMessage: t`The invoice could not be sent. Please try again.`,
    onSuccess: onClose,
  })
  return (
    <FormDrawer {...submit} open={open} title={<Trans>Send invoice</Trans>} submitLabel={<Trans>Send</Trans>} dirty={form.formState.isDirty} onClose={onClose}>
      <FormAlert form={form} />
      <FormTextField control={form.control} name="to" label={t`To`} type="email" required fullWidth />
      <FormTextField control={form.control} name="subject" label={t`Subject`} required fullWidth />
      <FormTextField control={form.control} name="message" label={t`Message`} multiline minRows={6} fullWidth />
    </FormDrawer>
  )
}
