import { USER_PLANS, USER_ROLES, USER_SORT_FIELDS, USER_STATUSES } from '@/api/contract/userValues'
import { PAGE_SIZES } from '@/api/contract/values'
import { listSearch, type SearchOf } from '@/lib/listSearch'
import { oneOf } from '@/lib/readers'

/**
 * The users app's addresses: /apps/user/list?role=editor&status=active&page=2 and /apps/user/view/7.
 * Routes import this file, whose code lands in the entry chunk: it holds the declarations and nothing else.
 */

export const userSearch = listSearch({
  pageSizes: PAGE_SIZES,
  sortBy: USER_SORT_FIELDS,
  filters: {
    role: oneOf(USER_ROLES, undefined),
    currentPlan: oneOf(USER_PLANS, undefined),
    status: oneOf(USER_STATUSES, undefined),
  },
})

export type UserSearch = SearchOf<typeof userSearch>
