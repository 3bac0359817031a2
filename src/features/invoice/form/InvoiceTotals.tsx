import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import { Trans } from '@lingui/react/macro'
import type { ZodForm } from '@/components/form'
import { useInvoiceFormat } from '../shared/useInvoiceFormat'
import type { InvoiceFormSchema } from './invoiceFormValues'
import { liveTotals } from './liveTotals'

/** Subtotal, discount, tax and total of the form as it stands, in the invoice's currency and the active language. */
export function InvoiceTotals({ form, currency }: { form: ZodForm<InvoiceFormSchema>; currency: string }) {
  const { money } = useInvoiceFormat(currency)
  const [items, discount, tax] = useWatch({ control: form.control, name: ['items', 'discount', 'tax'] })
  const sums = liveTotals({ items, discount, tax })
  return (
    <Box component="dl" aria-live="polite" sx={{ m: 0, minWidth: 220, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 4, rowGap: 1 }}>
      <Row label={<Trans>Subtotal</Trans>} value={money(sums.subtotal)} testId="invoice-subtotal" />
      <Row label={<Trans>Discount</Trans>} value={money(sums.discount)} testId="invoice-discount" />
      <Row label={<Trans>Tax</Trans>} value={money(sums.tax)} testId="invoice-tax" />
      <Row label={<Trans>Total</Trans>} value={money(sums.total)} testId="invoice-total" strong />
    </Box>
  )
}

function Row({ label, value, testId, strong }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  // The total is set apart by a rule above it (a border: a <dl> may hold only its terms and values).
  const sx = strong ? { fontWeight: 600, borderTop: 1, borderColor: 'divider', pt: 1 } : {}
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={sx}>
        {label}
      </Typography>
      <Typography component="dd" data-testid={testId} sx={{ m: 0, textAlign: 'end', ...sx }}>
        {value}
      </Typography>
    </>
  )
}
