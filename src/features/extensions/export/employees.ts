import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { datatablesInitialData, type DatatableRow } from '@/api/contract/datatables'
import { queryKeys } from '@/lib/queryKeys'

/** One person of the demo data tables, with the amounts and dates the API sends as text made values again. */
export interface Employee {
  id: number
  name: string
  post: string
  city: string
  /** Midnight, local time, of the day they started. */
  startDate: Date
  /** In US dollars, as the API's "$23896.35". */
  salary: number
}

const keys = queryKeys('extensions', { employees: () => [] })

/** "09/23/2016" (the API's MM/DD/YYYY) as a date, and "$23896.35" as a number: the export formats them per language. */
export function toEmployee(row: DatatableRow): Employee {
  const [month, day, year] = row.start_date.split('/').map(Number)
  return {
    id: row.id,
    name: row.full_name,
    post: row.post,
    city: row.city,
    startDate: new Date(year!, month! - 1, day!),
    salary: Number(row.salary.replace(/[^\d.]/g, '')),
  }
}

/** The people of the mock back end's data tables (the /tables page's rows), in their order. */
export const employees = () =>
  queryOptions({
    queryKey: keys.employees(),
    queryFn: async ({ signal }) => (await api(datatablesInitialData, { signal })).map(toEmployee),
  })
