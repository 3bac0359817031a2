import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { InvoiceDocument } from '../shared/InvoiceDocument'
import { InvoiceLoader } from '../shared/InvoiceLoader'
import { InvoiceActions } from './InvoiceActions'

/** /apps/invoice/preview/$id: the invoice as a document, and beside it what can be done with it. */
export function InvoicePreview({ id }: { id: number }) {
  return (
    <>
      <PageHeader
        title={<Trans>Invoice</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Invoices</Trans>, to: '/apps/invoice/list' }, { label: <Trans>Preview</Trans> }]}
      />
      <InvoiceLoader id={id}>
        {(entry) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 8, lg: 9 }}>
              <Card>
                <InvoiceDocument entry={entry} />
              </Card>
            </Grid>
            <Grid size={{ xs: 12, md: 4, lg: 3 }}>
              <InvoiceActions invoice={entry.invoice} />
            </Grid>
          </Grid>
        )}
      </InvoiceLoader>
    </>
  )
}
