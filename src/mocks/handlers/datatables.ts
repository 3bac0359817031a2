import * as datatablesContract from '@/api/contract/datatables'
import { DATATABLE_SEARCH_FIELDS, DatatableRow, type DatatableSortField } from '@/api/contract/datatables'
import { endpointsIn } from '@/api/contract/endpoint'
import { defineCollections } from '@/mocks/db'
import { copyDatatableRow, seedDatatableRows } from '@/mocks/db/datatables'
import { implement } from './implement'
import { pageOf } from './lists'

/** The demo data tables (src/api/contract/datatables.ts). */
const { datatableRows } = defineCollections({
  datatableRows: { row: 'row', schema: DatatableRow, seed: seedDatatableRows, copy: copyDatatableRow },
})

/**
 * What each column sorts by. Dates, money, ages and experience are display text in the rows, so
 * each sorts by the value it stands for.
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

/** The reads need `read Table`, as the table routes ask; the row's change `update Table` (the admin's). */
export const handlers = implement(endpointsIn(datatablesContract), {
  datatablesInitialData: () => [...datatableRows.all()],

  datatablesData: ({ query }) => {
    const allData = [...datatableRows.all()]
    const { rows, total } = pageOf(allData, query, {
      searchFields: DATATABLE_SEARCH_FIELDS,
      sortKeys,
      filters: { status: (row, status) => row.status === status },
    })
    return { ...(query.allData && { allData }), invoices: rows, total }
  },

  updateDatatableRow: ({ params: { id }, body: { salary, ...changes } }) => {
    datatableRows.require(id)
    // Stored in the row's own format, as the seed writes it: "$23896.35".
    return datatableRows.update(id, { ...changes, ...(salary !== undefined && { salary: `$${salary.toFixed(2)}` }) })!
  },
})
