import { useMemo } from 'react'
import type { GridColDef } from '@mui/x-data-grid'
import { useLingui } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { TintedChip } from '@/components/TintedChip'
import { formatExperience, formatSalary, formatStartDate } from '../shared/format'
import { PersonCell } from '../shared/PersonCell'
import { statusChip } from '../shared/status'

/**
 * The columns both grids show. Each field is the API's own name, so a column's sort goes to the
 * server as `sortBy=<field>` unchanged. Formatting happens per cell; sorting is the server's.
 */
export function useDatatableColumns(): GridColDef<DatatableRow>[] {
  const { t, i18n } = useLingui()
  // Rebuilt when the language changes: the headers and formatted cells are in it.
  return useMemo<GridColDef<DatatableRow>[]>(
    () => [
      { field: 'id', headerName: t`ID`, width: 80, type: 'number' },
      {
        field: 'full_name',
        headerName: t`Name`,
        flex: 1.6,
        minWidth: 240,
        renderCell: ({ row }) => <PersonCell row={row} />,
      },
      { field: 'post', headerName: t`Post`, flex: 1.2, minWidth: 180 },
      { field: 'email', headerName: t`Email`, flex: 1.2, minWidth: 220, renderCell: ({ row }) => <bdi>{row.email}</bdi> },
      { field: 'city', headerName: t`City`, flex: 1, minWidth: 140 },
      {
        field: 'start_date',
        headerName: t`Start date`,
        minWidth: 130,
        valueFormatter: (value: string) => formatStartDate(value),
      },
      {
        field: 'salary',
        headerName: t`Salary`,
        minWidth: 130,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: string) => formatSalary(value),
      },
      { field: 'age', headerName: t`Age`, width: 90, align: 'right', headerAlign: 'right' },
      {
        field: 'experience',
        headerName: t`Experience`,
        minWidth: 130,
        valueFormatter: (value: string) => formatExperience(value),
      },
      {
        field: 'status',
        headerName: t`Status`,
        minWidth: 140,
        renderCell: ({ row }) => <TintedChip {...statusChip(row.status, i18n)} />,
        // The CSV export gets the label people see, not the bare number.
        valueFormatter: (value: number) => statusChip(value, i18n).label,
      },
    ],
    // `t` is a new function when the language changes, so the columns follow it.
    [t, i18n],
  )
}
