import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api'
import { me } from '@/api/contract'

/**
 * The signed-in user as the back end sees them right now. Asked afresh on every visit (staleTime 0)
 * because the point of the page is to show what the server grants, not what was cached at login.
 */
export const meQuery = () =>
  queryOptions({
    queryKey: ['auth', 'me'],
    queryFn: ({ signal }) => api(me, { signal }),
    staleTime: 0,
  })
