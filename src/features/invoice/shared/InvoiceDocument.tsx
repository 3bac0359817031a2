import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Trans, useLingui } from '@lingui/react/macro'
import type { InvoiceWithPaymentDetails } from '@/api/contract/invoices'
import { TintedChip } from '@/components/TintedChip'
import { ISSUER } from './issuer'
import { statusLook } from '@/components/invoiceStatus'
import { useInvoiceFormat } from './useInvoiceFormat'

/**
 * The invoice as a document: who issues it, its number and dates, who it is for and where to pay,
 * its lines, its sums, what was paid and what is due. The preview shows it on screen, the print view
 * on paper: one component, so both always agree. Money is isolated (`bdi`) so a right-to-left page
 * keeps each amount's sign and digits in order. Its title is an h2 under the preview's page title, and
 * the page's h1 in the print view, which has no other title (`titleLevel={1}`); its sections' headings follow.
 */
export function InvoiceDocument({ entry: { invoice, paymentDetails }, titleLevel = 2 }: { entry: InvoiceWithPaymentDetails; titleLevel?: 1 | 2 }) {
  const { t, i18n } = useLingui()
  const { money, day } = useInvoiceFormat(invoice.currency)
  const { id, client, amounts, discount, tax } = invoice
  const percent = (rate: number) => i18n.number(rate / 100, { style: 'percent', maximumFractionDigits: 2 })
  const [discountRate, taxRate] = [percent(discount), percent(tax)]
  const status = statusLook(invoice.invoiceStatus)
  const [titleTag, sectionTag] = titleLevel === 1 ? (['h1', 'h2'] as const) : (['h2', 'h3'] as const)
  return (
    <Box data-testid="invoice-document" component="article" aria-label={t`Invoice #${id}`} sx={{ p: { xs: 3, sm: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, mb: 4 }}>
        <Box>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
            {ISSUER.name}
          </Typography>
          {ISSUER.address.map((line) => (
            <Typography key={line} variant="body2" sx={{ color: 'text.secondary' }}>
              {line}
            </Typography>
          ))}
        </Box>
        <Box sx={{ textAlign: { sm: 'end' } }}>
          <Typography variant="h5" component={titleTag} sx={{ mb: 1 }}>
            <Trans>Invoice #{id}</Trans>
          </Typography>
          <Typography variant="body2" data-testid="invoice-issued-date">
            <Trans>Date issued:</Trans> {day(invoice.issuedDate)}
          </Typography>
          <Typography variant="body2" data-testid="invoice-due-date">
            <Trans>Date due:</Trans> {day(invoice.dueDate)}
          </Typography>
          <TintedChip data-testid="invoice-status" color={status.tint} label={i18n._(status.label)} sx={{ mt: 1 }} />
        </Box>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, my: 4 }}>
        <Box data-testid="invoice-client">
          <Typography variant="subtitle1" component={sectionTag} sx={{ fontWeight: 600, mb: 1 }}>
            <Trans>Invoice To:</Trans>
          </Typography>
          {[client.name, client.company, client.address, client.contact, client.companyEmail].filter(Boolean).map((line, index) => (
            <Typography key={index} variant="body2">
              <bdi>{line}</bdi>
            </Typography>
          ))}
        </Box>
        <Box data-testid="invoice-bill-to">
          <Typography variant="subtitle1" component={sectionTag} sx={{ fontWeight: 600, mb: 1 }}>
            <Trans>Bill To:</Trans>
          </Typography>
          <Detail label={<Trans>Total due:</Trans>}>
            <bdi>{money(amounts.balance)}</bdi>
          </Detail>
          <Detail label={<Trans>Bank name:</Trans>}>{paymentDetails.bankName}</Detail>
          <Detail label={<Trans>Country:</Trans>}>{paymentDetails.country}</Detail>
          <Detail label="IBAN:">
            <bdi>{paymentDetails.iban}</bdi>
          </Detail>
          <Detail label="SWIFT:">
            <bdi>{paymentDetails.swiftCode}</bdi>
          </Detail>
        </Box>
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={t`Items`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Item</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Cost</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Qty</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Price</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.items.map((item) => (
              <TableRow key={item.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {item.name}
                  </Typography>
                  {item.description && (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {item.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  <bdi>{money(item.cost)}</bdi>
                </TableCell>
                <TableCell align="right">{i18n.number(item.quantity)}</TableCell>
                <TableCell align="right">
                  <bdi>{money(item.price)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 3, mt: 4 }}>
        <Box sx={{ flex: '1 1 240px' }}>
          {invoice.salesperson && (
            <Typography variant="body2" data-testid="invoice-salesperson">
              <Box component="span" sx={{ fontWeight: 600 }}>
                <Trans>Salesperson:</Trans>
              </Box>{' '}
              {invoice.salesperson}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Trans>Thanks for your business</Trans>
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, minWidth: 240, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 4, rowGap: 0.75 }}>
          <Sum testId="invoice-subtotal" label={<Trans>Subtotal</Trans>} value={money(amounts.subtotal)} />
          <Sum testId="invoice-discount" label={<Trans>Discount ({discountRate})</Trans>} value={money(amounts.discount)} />
          <Sum testId="invoice-tax" label={<Trans>Tax ({taxRate})</Trans>} value={money(amounts.tax)} />
          <Sum testId="invoice-total" label={<Trans>Total</Trans>} value={money(amounts.total)} strong />
          <Sum testId="invoice-paid" label={<Trans>Paid</Trans>} value={money(amounts.paid)} />
          <Sum testId="invoice-balance" label={<Trans>Balance due</Trans>} value={money(amounts.balance)} strong />
        </Box>
      </Box>
      {invoice.note && (
        <>
          <Divider sx={{ my: 4 }} />
          <Typography variant="body2" data-testid="invoice-note">
            <Box component="span" sx={{ fontWeight: 600 }}>
              <Trans>Note:</Trans>
            </Box>{' '}
            {invoice.note}
          </Typography>
        </>
      )}
    </Box>
  )
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary', marginInlineEnd: 1 }}>
        {label}
      </Box>
      {children}
    </Typography>
  )
}

/** One line of the sums: its label, and its amount at the end (the test id is on the amount). */
function Sum({ testId, label, value, strong = false }: { testId: string; label: ReactNode; value: string; strong?: boolean }) {
  const weight = strong ? 600 : 400
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, textAlign: 'end', fontWeight: weight, whiteSpace: 'nowrap' }}>
        <bdi>{value}</bdi>
      </Typography>
    </>
  )
}
