/**
 * Value lists that both the contract and the routes' address parsers need. They live apart from
 * the zod schemas because route definitions run in the entry chunk: importing a contract file there
 * would bring all of zod into every first page load.
 */

/** Where a mail is kept. Every mail is in exactly one folder. */
export const EMAIL_FOLDERS = ['inbox', 'draft', 'sent', 'spam', 'trash'] as const

/** What the mail list can show: a folder, or the virtual folder `starred` (starred mails not in trash). */
export const EMAIL_FILTER_FOLDERS = [...EMAIL_FOLDERS, 'starred'] as const

export const EMAIL_LABELS = ['private', 'company', 'important', 'personal'] as const

export { SORT_DIRECTIONS } from '@/lib/sortDirections'

/** The page sizes a list offers, the first its default (10 for users, invoices and the data tables). */
export const PAGE_SIZES = [10, 25, 50] as const
export const DEFAULT_PER_PAGE = PAGE_SIZES[0]

/** The columns the server can sort the data table by (the row's fields but the avatar and responsive_id). */
export const DATATABLE_SORT_FIELDS = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const
