import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { InvoiceForm } from './InvoiceForm'

/** /apps/invoice/add: a new invoice, saved as a Draft and opened in its preview. */
export function InvoiceAdd() {
  return (
    <>
      <PageHeader
        title={<Trans>Add invoice</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Invoices</Trans>, to: '/apps/invoice/list' }, { label: <Trans>Add</Trans> }]}
      />
      <InvoiceForm />
    </>
  )
}
