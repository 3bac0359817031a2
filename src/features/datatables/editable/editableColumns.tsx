import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { GridColDef } from '@mui/x-data-grid'
import { useLingui } from '@lingui/react/macro'
import type { DatatableRow } from '@/api/contract/datatables'
import { TintedChip } from '@/components/TintedChip'
import { PersonAvatar } from '../shared/PersonAvatar'
import { formatSalary } from '../shared/format'
import { STATUSES, statusChip } from '../shared/status'

/** The fields a user may edit in place, in the columns' order. */
export const EDITABLE_FIELDS = ['full_name', 'email', 'post', 'city', 'salary', 'status'] as const
export type EditableField = (typeof EDITABLE_FIELDS)[number]

/** "$23896.35" as the number the salary editor edits; NaN for a salary cleared in the editor. */
export const salaryAmount = (salary: string): number => (salary.trim() === '' ? Number.NaN : Number(salary.replace(/[^\d.-]/g, '')))

/**
 * The editable grid's columns: a double click, Enter or typing on a cell opens its editor, and Enter
 * or leaving the cell commits it (the screen then saves the row). The salary is edited as a number
 * and kept in the row's own text format, so the cached pages and the server agree on it.
 */
export function useEditableColumns(): GridColDef<DatatableRow>[] {
  const { t, i18n } = useLingui()
  return useMemo<GridColDef<DatatableRow>[]>(
    () => [
      {
        field: 'full_name',
        headerName: t`Name`,
        editable: true,
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, height: '100%' }}>
            <PersonAvatar name={row.full_name} src={row.avatar} status={row.status} />
            <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
              <bdi>{row.full_name}</bdi>
            </Typography>
          </Box>
        ),
      },
      { field: 'email', headerName: t`Email`, editable: true, flex: 1.3, minWidth: 220, renderCell: ({ row }) => <bdi>{row.email}</bdi> },
      { field: 'post', headerName: t`Post`, editable: true, flex: 1.1, minWidth: 170 },
      { field: 'city', headerName: t`City`, editable: true, flex: 0.8, minWidth: 130 },
      {
        field: 'salary',
        headerName: t`Salary`,
        editable: true,
        type: 'number',
        minWidth: 130,
        valueGetter: (value: string) => salaryAmount(value),
        valueSetter: (value: number | null, row) => ({ ...row, salary: value === null || Number.isNaN(value) ? '' : `$${value.toFixed(2)}` }),
        valueFormatter: (value: number) => (Number.isNaN(value) ? '' : formatSalary(`$${value}`)),
      },
      {
        field: 'status',
        headerName: t`Status`,
        editable: true,
        type: 'singleSelect',
        minWidth: 150,
        valueOptions: STATUSES.map(({ value, label }) => ({ value, label: i18n._(label) })),
        renderCell: ({ row }) => <TintedChip {...statusChip(row.status, i18n)} />,
      },
    ],
    [t, i18n],
  )
}
