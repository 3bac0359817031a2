import { useState } from 'react'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import type { GridCellParams } from '@mui/x-data-grid'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { DatatableRow, DatatableRowChanges } from '@/api/contract/datatables'
import { ServerDataGrid, type CompactColumns } from '@/components/DataGrid/ServerDataGrid'
import { usePageTitle } from '@/components/example/usePageTitle'
import { PageHeader } from '@/components/PageHeader'
import { showToast } from '@/components/toast'
import type { ListScreenProps } from '@/lib/listSearch'
import { datatableList } from '../queries'
import { basicDatatableSearch, type DatatableSearch } from '../search'
import { EDITABLE_FIELDS, salaryAmount, useEditableColumns, type EditableField } from './editableColumns'
import { useSaveDatatableRow } from './mutations'
import { saveErrorReason } from './saveError'

/** The fields of a committed row that differ from the row before, as the API takes them. */
function changesOf(row: DatatableRow, before: DatatableRow): DatatableRowChanges {
  const changes: DatatableRowChanges = {}
  for (const field of EDITABLE_FIELDS) {
    if (row[field] === before[field]) continue
    // A cleared salary goes as null: the server refuses it and names the field.
    if (field === 'salary') changes.salary = Number.isNaN(salaryAmount(row.salary)) ? (null as never) : salaryAmount(row.salary)
    else Object.assign(changes, { [field]: row[field] })
  }
  return changes
}

const cellKey = (id: number, field: string) => `${id}:${field}`

const compactColumns: CompactColumns<DatatableRow> = { full_name: { minWidth: 150 }, salary: { minWidth: 140 } }

/**
 * /datatables/editable: cells edited in place and saved as each is committed. The cell shows the new
 * value while it saves; when the server refuses, the old value comes back and the screen says why, in
 * a toast and by marking the cell, until it is edited again.
 */
export function EditableDatatableScreen({ search, onSearchChange }: ListScreenProps<DatatableSearch>) {
  const { t } = useLingui()
  const titleOf = usePageTitle()
  const title = titleOf('datatables-editable')
  const columns = useEditableColumns()
  const save = useSaveDatatableRow()
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set())
  const [failed, setFailed] = useState<ReadonlyMap<string, string>>(new Map())
  const fieldName: Record<EditableField, string> = {
    full_name: t`Name`,
    email: t`Email`,
    post: t`Post`,
    city: t`City`,
    salary: t`Salary`,
    status: t`Status`,
  }

  const mark = (key: string, on: boolean) =>
    setSaving((before) => {
      const next = new Set(before)
      if (on) next.add(key)
      else next.delete(key)
      return next
    })
  const setFailure = (key: string, reason?: string) =>
    setFailed((before) => {
      const next = new Map(before)
      if (reason === undefined) next.delete(key)
      else next.set(key, reason)
      return next
    })

  const processRowUpdate = async (row: DatatableRow, before: DatatableRow): Promise<DatatableRow> => {
    const changes = changesOf(row, before)
    const fields = Object.keys(changes)
    if (fields.length === 0) return before
    // Only one cell is edited at a time: the changed field is the cell.
    const field = fields[0] as EditableField
    const key = cellKey(row.id, field)
    mark(key, true)
    setFailure(key)
    try {
      return await save.mutateAsync({ row, changes })
    } catch (error) {
      const reason = saveErrorReason(error, field)
      const name = before.full_name
      const what = fieldName[field]
      setFailure(key, reason)
      showToast(t`Not saved: ${what} of ${name}. ${reason}`, { variant: 'error' })
      // Answering the row as it was leaves the editor with the old value: a rejection would keep the cell open.
      return before
    } finally {
      mark(key, false)
    }
  }

  const cellClass = ({ id, field }: GridCellParams<DatatableRow>) => {
    const key = cellKey(id as number, field)
    return saving.has(key) ? 'cell-saving' : failed.has(key) ? 'cell-failed' : ''
  }

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          <Trans>Double-click a cell, or press Enter on it, to edit it; Enter saves it to the server, Escape cancels.</Trans>
        }
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('datatables-index'), to: '/datatables' }, { label: title }]}
        actions={
          <Chip
            role="status"
            variant="outlined"
            color={saving.size > 0 ? 'primary' : 'default'}
            icon={saving.size > 0 ? <CircularProgress size={14} /> : undefined}
            label={saving.size > 0 ? plural(saving.size, { one: 'Saving # change…', other: 'Saving # changes…' }) : t`All changes saved`}
          />
        }
      />
      <Card
        sx={(theme) => ({
          '& .MuiDataGrid-cell.cell-saving': { opacity: 0.6, fontStyle: 'italic' },
          '& .MuiDataGrid-cell.cell-failed': { outline: `2px solid ${theme.palette.error.main}`, outlineOffset: -2 },
        })}
      >
        <ServerDataGrid
          label={title}
          countLabel={(count) => plural(count, { one: '# person', other: '# people' })}
          list={basicDatatableSearch}
          search={search}
          onSearchChange={onSearchChange}
          {...datatableList.gridProps(search)}
          columns={columns}
          compactColumns={compactColumns}
          searchPlaceholder={t`Search name, post, email…`}
          emptyHint={<Trans>Try another name, title, email, age, salary or date.</Trans>}
          rowHeight={56}
          editing={{ processRowUpdate, getCellClassName: cellClass }}
        />
      </Card>
    </>
  )
}
