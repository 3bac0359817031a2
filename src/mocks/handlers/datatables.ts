import {
  DATATABLE_SEARCH_FIELDS,
  datatablesData,
  datatablesInitialData,
  type DatatableRow,
  type DatatableSortField,
} from '@/api/contract'
import { db } from '@/mocks/db'
import { handle } from './handle'
import { containsText, paginate, sortRows } from './lists'

/** The demo data tables (SPEC section 7, "Datatables and search"). */
export const datatablesHandlers = [
  handle(datatablesInitialData, () => [...db.datatableRows.all()]),

  handle(datatablesData, ({ query }) => {
    const allData = [...db.datatableRows.all()]
    const matching = allData.filter(
      (row) =>
        containsText(query.q, DATATABLE_SEARCH_FIELDS.map((field) => row[field])) &&
        (query.status === undefined || row.status === query.status),
    )
    const sorted = query.sortBy ? sortRows(matching, sortKeys[query.sortBy], query.sortDir) : matching
    return { allData, invoices: paginate(sorted, query.page, query.perPage), total: matching.length }
  }),
]

/**
 * What each column sorts by. Dates, money, ages and experience are display text in the SPEC;
 * sorting that text would put "$9000.00" after "$10000.00" and 12/01/2010 after 01/05/2024,
 * so each sorts by the value it stands for.
 */
const sortKeys: Record<DatatableSortField, (row: Readonly<DatatableRow>) => string | number> = {
  id: (row) => row.id,
  full_name: (row) => row.full_name,
  post: (row) => row.post,
  email: (row) => row.email,
  city: (row) => row.city,
  start_date: (row) => {
    const [month, day, year] = row.start_date.split('/')
    return Number(`${year}${month}${day}`)
  },
  salary: (row) => Number(row.salary.replace(/[^\d.]/g, '')),
  age: (row) => Number(row.age),
  experience: (row) => Number.parseInt(row.experience, 10),
  status: (row) => row.status,
}
