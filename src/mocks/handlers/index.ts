import type { RequestHandler } from 'msw'
import { handlers as authHandlers } from './auth'
import { lazyDomain } from './lazyDomain'

/**
 * Every handler of the mock back end, one module per domain. Auth starts with the mock: every
 * protected call checks its token against the accounts. Every other domain is one line: the path
 * prefixes of its calls and its module, which loads (with its seed data) when the first such call
 * arrives, so the mock starts small however many domains it answers (startup.test.ts checks it).
 * What loads with the mock (this file, ./auth, ./handle and their imports) imports exact contract
 * files, never '@/api/contract': the index would bring every domain's schemas along.
 */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...lazyDomain({ paths: ['/api/datatables/'], load: () => import('./datatables') }),
  ...lazyDomain({ paths: ['/api/autocomplete/', '/api/main-search/', '/api/bookmarks/'], load: () => import('./search') }),
  ...lazyDomain({ paths: ['/apps/email/'], load: () => import('./email') }),
  ...lazyDomain({ paths: ['/apps/invoice/', '/api/invoice/'], load: () => import('./invoices') }),
  ...lazyDomain({ paths: ['/api/demo/'], load: () => import('./demo') }),
  ...lazyDomain({ paths: ['/account-setting/'], load: () => import('./accountSettings') }),
  ...lazyDomain({ paths: ['/profile/'], load: () => import('./profile') }),
  ...lazyDomain({ paths: ['/card/'], load: () => import('./cards') }),
  ...lazyDomain({ paths: ['/api/users/', '/apps/users/'], load: () => import('./users') }),
]
