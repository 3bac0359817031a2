import { useMemo } from 'react'
import Link from '@mui/material/Link'
import type { GridColDef } from '@mui/x-data-grid'
import { Link as RouterLink } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { Order } from '@/api/contract/ecommerce'
import type { CompactColumns } from '@/components/DataGrid/ServerDataGrid'
import { useShopFormat } from '../shared/format'
import { OrderStatusChip } from './orderStatus'

/** The orders' columns: the number (a link to the order), when, how many items, the total and the status. The server keeps them newest first. */
export function useOrderColumns(): GridColDef<Order>[] {
  const { t } = useLingui()
  const { money, date } = useShopFormat()
  return useMemo<GridColDef<Order>[]>(
    () => [
      {
        field: 'number',
        headerName: t`Order`,
        minWidth: 130,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/apps/ecommerce/orders/${row.id}`} underline="hover" sx={{ fontWeight: 500 }}>
            <bdi>{row.number}</bdi>
          </Link>
        ),
      },
      { field: 'placedAt', headerName: t`Date`, minWidth: 130, flex: 1, sortable: false, renderCell: ({ row }) => date(row.placedAt) },
      {
        field: 'items',
        headerName: t`Items`,
        minWidth: 110,
        flex: 0.8,
        sortable: false,
        renderCell: ({ row }) => {
          const items = row.lines.reduce((sum, line) => sum + line.qty, 0)
          return plural(items, { one: '# item', other: '# items' })
        },
      },
      { field: 'total', headerName: t`Total`, minWidth: 120, flex: 1, sortable: false, renderCell: ({ row }) => <bdi>{money(row.amounts.total)}</bdi> },
      { field: 'status', headerName: t`Status`, minWidth: 120, flex: 0.8, sortable: false, renderCell: ({ row }) => <OrderStatusChip status={row.status} /> },
    ],
    [t, money, date],
  )
}

/** On a phone: the number, the total and the status. */
export const compactOrderColumns: CompactColumns<Order> = { number: { minWidth: 100 }, total: { minWidth: 84 }, status: { minWidth: 90 } }
