import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { InvoiceLoader } from '../shared/InvoiceLoader'
import { InvoiceForm } from './InvoiceForm'

/** /apps/invoice/edit/$id: the invoice's fields, saved through the back end, which prices it again. */
export function InvoiceEdit({ id }: { id: number }) {
  return (
    <>
      <PageHeader
        title={<Trans>Edit invoice</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Invoices</Trans>, to: '/apps/invoice/list' }, { label: <Trans>Edit</Trans> }]}
      />
      {/* A refetch leaves the fields being typed in alone; a new client saved with the invoice starts the form again, as a client of the list. */}
      <InvoiceLoader id={id}>{({ invoice }) => <InvoiceForm key={`${invoice.id}-${invoice.clientId}`} invoice={invoice} />}</InvoiceLoader>
    </>
  )
}
