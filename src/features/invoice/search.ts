import { INVOICE_SORT_FIELDS, INVOICE_STATUSES } from '@/api/contract/invoiceValues'
import { PAGE_SIZES } from '@/api/contract/values'
import { listSearch, type SearchOf } from '@/lib/listSearch'
import { oneOf } from '@/lib/readers'

/**
 * The invoice app's addresses: /apps/invoice/list?status=Paid&q=jordan&page=2&sortBy=total&sortDir=desc,
 * and /apps/invoice/preview/4987 (edit and print alike). Routes import this file, whose code lands in
 * the entry chunk: it holds the declarations and nothing else.
 */

export const invoiceSearch = listSearch({
  pageSizes: PAGE_SIZES,
  sortBy: INVOICE_SORT_FIELDS,
  filters: { status: oneOf(INVOICE_STATUSES, undefined) },
})

export type InvoiceSearch = SearchOf<typeof invoiceSearch>
