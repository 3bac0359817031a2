import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { employees, type Employee } from './employees'
import { EMPLOYEE_COLUMNS, type EmployeeColumn } from './columns'
import type { ExportTable } from './exportFiles'

/**
 * The people of the mock back end as a table in the active language, with the columns asked for: `pick` chooses
 * the rows (the first ones, the ones matching a search). `table` is undefined while they load; `failed` says they did not.
 */
export function useEmployeeTable(columns: readonly EmployeeColumn[], pick: (all: readonly Employee[]) => readonly Employee[]) {
  // Re-written on a change of language: the headers and cells are the active language's.
  const { i18n } = useLingui()
  const { data, isError } = useQuery(employees())
  const picked = data ? pick(data) : undefined
  const table: ExportTable | undefined = picked && {
    header: columns.map((column) => i18n._(EMPLOYEE_COLUMNS[column].header)),
    rows: picked.map((employee) => columns.map((column) => EMPLOYEE_COLUMNS[column].cell(employee))),
  }
  const numeric = columns.flatMap((column, index) => (EMPLOYEE_COLUMNS[column].numeric ? [index] : []))
  return { table, numeric, failed: isError }
}
