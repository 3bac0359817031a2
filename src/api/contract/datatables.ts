import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Id, IdParam, intParam } from './numbers'
import { emailAddress, personName, text } from './text'
import { allDataAnswer, allDataQuery, pageAnswer, pageQuery } from './paging'
import { DATATABLE_SORT_FIELDS, DEFAULT_PER_PAGE } from './values'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Table')

// ---- Entities ----

/**
 * One row of the demo data tables. The field names and text formats are the core API's: dates,
 * money, age and experience arrive as display text, and the server sorts them by their meaning.
 */
export const DatatableRow = z.object({
  id: Id,
  /** Kept for front ends that read it (the core API's rows carry it); always empty here. */
  responsive_id: z.string(),
  /** Image path or URL; '' when the person has none (the screen shows initials). */
  avatar: z.string(),
  full_name: z.string(),
  /** Job title. */
  post: z.string(),
  email: z.email(),
  city: z.string(),
  /** MM/DD/YYYY, e.g. "09/23/2016". */
  start_date: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Expected a MM/DD/YYYY date'),
  /** Amount with its currency sign, e.g. "$23896.35". */
  salary: z.string(),
  /** Whole years as text, e.g. "61". */
  age: z.string(),
  /** e.g. "1 Year", "7 Years". */
  experience: z.string(),
  /** 1 to 5, with no meaning of their own: the screens choose a label per number. */
  status: z.number().int().min(1).max(5),
}).meta({ id: 'DatatableRow' })
export type DatatableRow = z.infer<typeof DatatableRow>

/** The columns the server can sort by (the row's fields but the avatar and responsive_id). */
export const DatatableSortField = z.enum(DATATABLE_SORT_FIELDS)
export type DatatableSortField = z.infer<typeof DatatableSortField>

/** The fields `q` searches; no other field (city, experience...) is searched. */
export const DATATABLE_SEARCH_FIELDS = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const

// ---- Endpoints ----

export const datatablesInitialData = endpoint({
  method: 'GET',
  path: '/api/datatables/initial-data',
  description: 'Every datatable row (100 in the demo), as a plain array.',
  response: z.array(DatatableRow),
})

export const DatatablesQuery = z.object({
  ...pageQuery({
    defaultPerPage: DEFAULT_PER_PAGE,
    searchFields: DATATABLE_SEARCH_FIELDS,
    sortBy: DATATABLE_SORT_FIELDS,
    sortBeyondSpec: true,
  }),
  status: intParam(z.number().int().min(1).max(5)).optional().describe('Beyond the SPEC: only rows of this status.'),
  ...allDataQuery(),
})
export type DatatablesQuery = z.input<typeof DatatablesQuery>

export const DatatablesPage = z.object({
  /** Every row, unfiltered (the core API's `allData`); the grids ask without it. */
  ...allDataAnswer(DatatableRow),
  /** The page of rows is named `invoices`, as other back ends of this API send it. */
  ...pageAnswer('invoices', DatatableRow),
})
export type DatatablesPage = z.infer<typeof DatatablesPage>

export const datatablesData = endpoint({
  method: 'GET',
  path: '/api/datatables/data',
  description:
    'One page of datatable rows matching q (and, beyond the SPEC, a status), optionally sorted; with every row (unless allData=false) and the filtered count.',
  query: DatatablesQuery,
  response: DatatablesPage,
})

// ---- Beyond the core API (`beyondSpec`): editing a row in place ----

/** The longest post or city a client may write. */
export const MAX_DATATABLE_TEXT_LENGTH = 80
/** The largest salary a row may hold (the demo's are under $100,000). */
export const MAX_DATATABLE_SALARY = 10_000_000

/**
 * What an editable grid may change in a row, any subset of it. The salary goes as a number and is
 * stored as the row shows it ("$23896.35"); the dates, age and experience stay as they are.
 */
export const DatatableRowChanges = z
  .object({
    full_name: personName().min(1, 'Enter a name'),
    post: text(MAX_DATATABLE_TEXT_LENGTH, { trim: true }),
    email: emailAddress({ required: true }),
    city: text(MAX_DATATABLE_TEXT_LENGTH, { trim: true }),
    salary: z.number().min(0, 'A salary cannot be negative').max(MAX_DATATABLE_SALARY),
    status: z.number().int().min(1).max(5),
  })
  .partial()
  .meta({ id: 'DatatableRowChanges' })
export type DatatableRowChanges = z.input<typeof DatatableRowChanges>

export const updateDatatableRow = endpoint({
  method: 'PATCH',
  path: '/api/datatables/rows/:id',
  description:
    'Changes the given fields of a row and answers the whole row. An empty name, a malformed email or a negative salary: 400 naming the field. Unknown id: 404.',
  beyondSpec: true,
  params: z.object({ id: IdParam }),
  body: DatatableRowChanges,
  response: DatatableRow,
  errors: NOT_FOUND,
})
