import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageId } from '@/registry/pages'

/** A page the datatables index lists: its page of the table (address, title) and what it shows. */
export interface DatatablePage {
  page: PageId
  description: MessageDescriptor
}

/** The group's pages in the menu's order, and the plain tables page of the same rows. */
export const DATATABLE_PAGES = [
  { page: 'datatables-basic', description: msg`Search, paging and sorting done by the server, kept in the address.` },
  { page: 'datatables-advanced', description: msg`Row selection, a status filter, columns, density and CSV export.` },
  { page: 'datatables-editable', description: msg`Cells edited in place and saved to the server, rolled back when it refuses.` },
  { page: 'datatables-master-detail', description: msg`The chosen row's whole record beside the table, reopened by its link.` },
  { page: 'tables', description: msg`Plain MUI tables: basic, dense, sticky header and collapsible rows.` },
] as const satisfies readonly DatatablePage[]

export type DatatablePageId = (typeof DATATABLE_PAGES)[number]['page']
