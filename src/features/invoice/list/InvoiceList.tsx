import { useMemo, useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Add from '@mui/icons-material/Add'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { ServerDataGrid } from '@/components/DataGrid/ServerDataGrid'
import { PageHeader } from '@/components/PageHeader'
import { SelectFilter } from '@/components/SelectFilter'
import { showToast } from '@/components/toast'
import type { ListScreenProps } from '@/lib/listSearch'
import { useDuplicateInvoice } from '../mutations'
import { invoiceList } from '../queries'
import { invoiceSearch, type InvoiceSearch } from '../search'
import { STATUS_CHOICES } from '@/components/invoiceStatus'
import { useDownloadInvoice } from '../shared/useDownloadInvoice'
import { compactInvoiceColumns, useInvoiceColumns } from './columns'
import { DeleteInvoicesDialog, type DeleteRequest } from './DeleteInvoicesDialog'
import type { RowActions } from './InvoiceRowMenu'

/** /apps/invoice/list: every invoice paged, sorted, searched and filtered by status on the server. */
export function InvoiceList({ search, onSearchChange }: ListScreenProps<InvoiceSearch>) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [deleting, setDeleting] = useState<DeleteRequest | null>(null)
  const download = useDownloadInvoice()
  const { mutate: duplicate } = useDuplicateInvoice()
  const errorText = t`The invoice could not be duplicated. Please try again.`
  // Stable, so the columns are not rebuilt on every render.
  const actions = useMemo<RowActions>(
    () => ({
      onDownload: (id) => void download(id),
      onDuplicate: (id) =>
        duplicate(id, {
          onSuccess: (copy) => {
            const copyId = copy.id
            showToast(t`Invoice #${id} duplicated as draft #${copyId}`, { variant: 'success' })
            void navigate({ to: `/apps/invoice/edit/${copyId}` })
          },
          onError: () => showToast(errorText, { variant: 'error' }),
        }),
      onDelete: (id) => setDeleting({ ids: [id] }),
    }),
    [download, duplicate, navigate, t, errorText],
  )
  const statuses = STATUS_CHOICES.map(({ value, label }) => ({ value, label: i18n._(label) }))
  return (
    <>
      <PageHeader
        title={<Trans>Invoices</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Invoices</Trans> }]}
        actions={
          <Button variant="contained" startIcon={<Add />} component={Link} to="/apps/invoice/add">
            <Trans>Create invoice</Trans>
          </Button>
        }
      />
      <Card>
        <ServerDataGrid
          label={t`Invoices`}
          countLabel={(count) => plural(count, { one: '# invoice', other: '# invoices' })}
          list={invoiceSearch}
          search={search}
          onSearchChange={onSearchChange}
          {...invoiceList.gridProps(search)}
          columns={useInvoiceColumns(actions)}
          compactColumns={compactInvoiceColumns}
          searchPlaceholder={t`Search client name or email…`}
          emptyHint={<Trans>Try another client name or email, or another status.</Trans>}
          filters={<SelectFilter label={t`Status`} allLabel={t`All statuses`} options={statuses} value={search.status} onChange={(status) => onSearchChange({ status })} />}
          selectable
          rowLabel={({ id }) => t`Invoice #${id}`}
          selectionActions={(ids, clear) => (
            <Button size="small" color="error" startIcon={<DeleteOutlined />} onClick={() => setDeleting({ ids, onDeleted: clear })}>
              <Trans>Delete selected</Trans>
            </Button>
          )}
          rowHeight={60}
        />
      </Card>
      <DeleteInvoicesDialog request={deleting} onClose={() => setDeleting(null)} />
    </>
  )
}
