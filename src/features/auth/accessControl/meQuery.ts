import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api'
import { me } from '@/api/contract/auth'
import { queryKeys } from '@/lib/queryKeys'

const authKeys = queryKeys('auth', { me: () => [] })

/**
 * The signed-in user as the back end sees them right now. Asked afresh on every visit (staleTime 0)
 * because the point of the page is to show what the server grants, not what was cached at login.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => api(me, { signal }),
    staleTime: 0,
  })
