import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import Send from '@mui/icons-material/Send'
import { Link } from '@tanstack/react-router'
import { useWatch } from 'react-hook-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { INVOICE_CURRENCIES } from '@/api/contract/invoiceValues'
import type { Invoice } from '@/api/contract/invoices'
import { FormAlert, FormNumberField, FormTextField, useZodForm } from '@/components/form'
import { FormDateField } from '@/components/form/FormDateField'
import { ClientPicker } from './ClientPicker'
import { InvoiceTotals } from './InvoiceTotals'
import { invoiceFormValues, newInvoiceValues, useInvoiceFormSchema } from './invoiceFormValues'
import { LineItems } from './LineItems'
import { useSaveInvoice } from './useSaveInvoice'

/**
 * The invoice as a form, for a new one (`invoice` absent) and for one being edited: its number and
 * days, the client, the lines, discount, tax, salesperson and note, with the sums live as the server
 * will compute them. Save, Save and send, Cancel at the side.
 */
export function InvoiceForm({ invoice }: { invoice?: Invoice }) {
  const { t } = useLingui()
  const form = useZodForm(useInvoiceFormSchema(), { defaultValues: invoice ? invoiceFormValues(invoice) : newInvoiceValues() })
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? 'USD'
  const { save, saveAndSend } = useSaveInvoice(form, invoice)
  const submitting = save.pending || saveAndSend.pending
  const id = invoice?.id
  const initialClient = invoice ? { ...invoice.client, id: invoice.clientId } : null

  return (
    <Box
      component="form"
      noValidate
      onSubmit={save.onSubmit}
      aria-label={invoice ? t`Edit invoice` : t`Add invoice`}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 1fr' }, alignItems: 'start' }}
    >
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormAlert form={form} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <Typography variant="h5" component="h2" data-testid="invoice-form-number" sx={{ flex: '1 1 200px' }}>
              {id === undefined ? <Trans>New invoice</Trans> : <Trans>Invoice #{id}</Trans>}
            </Typography>
            <FormDateField control={form.control} name="issuedDate" label={t`Date issued`} required sx={{ flex: '1 1 180px' }} />
            <FormDateField control={form.control} name="dueDate" label={t`Due date`} required sx={{ flex: '1 1 180px' }} />
            <FormTextField control={form.control} name="currency" label={t`Currency`} select sx={{ flex: '0 1 120px' }}>
              {INVOICE_CURRENCIES.map((code) => (
                <MenuItem key={code} value={code}>
                  {code}
                </MenuItem>
              ))}
            </FormTextField>
          </Box>
          <Divider />
          <Box component="section" aria-label={t`Invoice to`}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
              <Trans>Invoice to</Trans>
            </Typography>
            <Box sx={{ maxWidth: 420 }}>
              <ClientPicker form={form} initial={initialClient} />
            </Box>
          </Box>
          <Divider />
          <LineItems form={form} currency={currency} />
          <Divider />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', flex: '1 1 320px', maxWidth: 480 }}>
              <FormNumberField control={form.control} name="discount" label={t`Discount %`} size="small" />
              <FormNumberField control={form.control} name="tax" label={t`Tax %`} size="small" />
              <FormTextField control={form.control} name="salesperson" label={t`Salesperson`} size="small" sx={{ gridColumn: '1 / -1' }} />
            </Box>
            <InvoiceTotals form={form} currency={currency} />
          </Box>
          <FormTextField control={form.control} name="note" label={t`Note`} multiline minRows={2} fullWidth />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={save.pending} disabled={submitting}>
            <Trans>Save</Trans>
          </Button>
          <Button variant="contained" color="success" startIcon={<Send />} onClick={saveAndSend.onSubmit} loading={saveAndSend.pending} disabled={submitting}>
            <Trans>Save and send</Trans>
          </Button>
          {invoice ? (
            <Button variant="outlined" color="secondary" component={Link} to={`/apps/invoice/preview/${invoice.id}`}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            <Button variant="outlined" color="secondary" component={Link} to="/apps/invoice/list">
              <Trans>Cancel</Trans>
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
