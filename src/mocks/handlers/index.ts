import type { RequestHandler } from 'msw'
import { handlers as authHandlers } from './auth'
import { lazyDomain } from './lazyDomain'
import { refuseLongUrls } from './longUrls'

/**
 * Every handler of the mock back end, one module per domain. Auth starts with the mock: every
 * protected call checks its token against the accounts. Every other domain is one line: the path
 * prefixes of its calls and its module, which loads (with its seed data) when the first such call
 * arrives, so the mock starts small however many domains it answers (startup.test.ts checks it).
 * What loads with the mock (this file, ./auth, ./handle and their imports) imports exact contract
 * files, never '@/api/contract': the index would bring every domain's schemas along.
 */
const domains = [
  { paths: ['/api/datatables/'], load: () => import('./datatables') },
  { paths: ['/api/autocomplete/', '/api/main-search/', '/api/bookmarks/'], load: () => import('./search') },
  { paths: ['/apps/email/'], load: () => import('./email') },
  { paths: ['/apps/chat/'], load: () => import('./chat') },
  { paths: ['/apps/invoice/', '/api/invoice/'], load: () => import('./invoices') },
  { paths: ['/api/demo/'], load: () => import('./demo') },
  { paths: ['/account-setting/'], load: () => import('./accountSettings') },
  { paths: ['/profile/'], load: () => import('./profile') },
  { paths: ['/blog/'], load: () => import('./blog') },
  { paths: ['/faq/'], load: () => import('./faq') },
  { paths: ['/card/'], load: () => import('./cards') },
  { paths: ['/api/users/', '/apps/users/'], load: () => import('./users') },
  { paths: ['/apps/todo/'], load: () => import('./todo') },
  { paths: ['/apps/calendar/'], load: () => import('./calendar') },
  { paths: ['/apps/ecommerce/'], load: () => import('./ecommerce') },
  { paths: ['/pricing/'], load: () => import('./pricing') },
  { paths: ['/api/maps/'], load: () => import('./maps') },
] as const

/** The path prefixes the API answers under (auth's own, then each domain's): every other path is the app's (pages, files). */
export const API_PREFIXES: readonly string[] = ['/jwt/', '/api/auth/', ...domains.flatMap((domain) => domain.paths)]

export const handlers: RequestHandler[] = [
  // First: an address too long to match is answered before any handler tries.
  refuseLongUrls(API_PREFIXES),
  ...authHandlers,
  ...domains.flatMap(lazyDomain),
]
