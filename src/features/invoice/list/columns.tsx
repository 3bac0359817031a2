import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { GridColDef } from '@mui/x-data-grid'
import type { CompactColumns } from '@/components/DataGrid/ServerDataGrid'
import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/api/contract/invoices'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { TintedChip } from '@/components/TintedChip'
import { formatMoney } from '@/lib/money'
import { SOFT_TINT } from '@/theme/createAppTheme'
import { statusLook } from '@/components/invoiceStatus'
import { useFormatDay, useInvoiceFormat } from '../shared/useInvoiceFormat'
import { InvoiceRowMenu, type RowActions } from './InvoiceRowMenu'

/**
 * The list's columns. Each field is the API's own name, so a column's sort goes to the server as
 * `sortBy=<field>`. Money is each invoice's own currency, in the active language.
 */
export function useInvoiceColumns(actions: RowActions): GridColDef<Invoice>[] {
  const { t, i18n } = useLingui()
  const day = useFormatDay()
  return useMemo<GridColDef<Invoice>[]>(() => {
    const money = (invoice: Invoice, cents: number) => formatMoney(cents, invoice.currency, i18n.locale)
    // The widths add up to less than the card on a 1024 px screen: there, every column shows without scrolling.
    return [
      {
        field: 'id',
        headerName: '#',
        width: 90,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/apps/invoice/preview/${row.id}`} underline="hover" sx={{ fontWeight: 500 }}>
            #{row.id}
          </Link>
        ),
      },
      { field: 'invoiceStatus', headerName: t`Status`, width: 90, renderCell: ({ row }) => <StatusIcon invoice={row} /> },
      { field: 'client', headerName: t`Client`, flex: 1.6, minWidth: 230, renderCell: ({ row }) => <ClientCell invoice={row} /> },
      { field: 'total', headerName: t`Total`, minWidth: 130, renderCell: ({ row }) => <bdi>{money(row, row.amounts.total)}</bdi> },
      { field: 'issuedDate', headerName: t`Issued date`, minWidth: 140, renderCell: ({ row }) => day(row.issuedDate) },
      {
        field: 'balance',
        headerName: t`Balance`,
        minWidth: 130,
        renderCell: ({ row }) =>
          row.amounts.balance === 0 ? <TintedChip color="success" label={<Trans>Paid</Trans>} /> : <bdi>{money(row, row.amounts.balance)}</bdi>,
      },
      {
        field: 'actions',
        headerName: t`Actions`,
        width: 90,
        sortable: false,
        renderCell: ({ row }) => <InvoiceRowMenu id={row.id} actions={actions} />,
      },
    ]
  }, [t, i18n, day, actions])
}

/**
 * On a phone: the invoice's number (a link to it), its client and the row's menu, beside the
 * checkbox; the status, the amounts and the dates are on the invoice itself.
 */
export const compactInvoiceColumns: CompactColumns<Invoice> = { id: { width: 80 }, client: { minWidth: 120 }, actions: { width: 72 } }

/** The status as its icon in its colour; hovering or focusing it tells the status, the balance and the due date. */
function StatusIcon({ invoice }: { invoice: Invoice }) {
  const { i18n } = useLingui()
  const { money, day } = useInvoiceFormat(invoice.currency)
  const { tint, icon, label } = statusLook(invoice.invoiceStatus)
  const status = i18n._(label)
  const balance = money(invoice.amounts.balance)
  const due = day(invoice.dueDate)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Tooltip
        title={
          <>
            <Box>{status}</Box>
            <Box>
              <Trans>Balance:</Trans> <bdi>{balance}</bdi>
            </Box>
            <Box>
              <Trans>Due date:</Trans> {due}
            </Box>
          </>
        }
      >
        <Box
          component="span"
          role="img"
          tabIndex={0}
          aria-label={status}
          data-testid={`invoice-status-${invoice.id}`}
          sx={(theme) => ({
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: `${tint}.main`,
            bgcolor: alpha(theme.palette[tint].main, SOFT_TINT),
          })}
        >
          {icon}
        </Box>
      </Tooltip>
    </Box>
  )
}

/** Avatar (or initials), the client's name and email. */
function ClientCell({ invoice: { client, avatar } }: { invoice: Invoice }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, height: '100%' }}>
      <InitialsAvatar name={client.name} src={avatar} tint={tintFor(client.companyEmail)} size={34} />
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          <bdi>{client.name}</bdi>
        </Typography>
        <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
          <bdi>{client.companyEmail}</bdi>
        </Typography>
      </Box>
    </Box>
  )
}
