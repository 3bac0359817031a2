import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { InvoiceWithPaymentDetails } from '@/api/contract/invoices'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { invoiceQueries } from '../queries'

/** One invoice's page (preview, print): a skeleton while it loads, "Invoice not found" for a 404, an error with Retry otherwise. */
export function InvoiceLoader({ id, children }: { id: number; children: (entry: InvoiceWithPaymentDetails) => ReactNode }) {
  return (
    <DetailLoader
      query={invoiceQueries.invoice(id)}
      notFound={{
        title: <Trans>Invoice not found</Trans>,
        text: <Trans>This invoice may have been deleted, or the link is wrong.</Trans>,
        backTo: '/apps/invoice/list',
      }}
      errorTitle={<Trans>The invoice could not be loaded</Trans>}
      skeleton={<ColumnsSkeleton columns="3fr 1fr" heights={[640, 320]} />}
    >
      {children}
    </DetailLoader>
  )
}
