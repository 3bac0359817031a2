import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { api } from '@/api'
import { paginateEmail } from '@/api/contract/email'
import { emailQueries } from '../queries'
import type { EmailListContext } from '../view'

export type Direction = 'previous' | 'next'

/**
 * Previous/next in the detail: paginate-email answers the neighbour in the same list context, with
 * its own flags; it goes into the cache as that mail's get-email answer, so it shows without a second
 * request. A mutation although it reads: it runs on a click, and brings pending and error states.
 */
export function useGoToNeighbour(context: EmailListContext, onArrive: (id: number) => void) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: ({ from, dir }: { from: number; dir: Direction }) => api(paginateEmail, { query: { ...context, dir, emailId: from } }),
    onSuccess: (mail) => {
      queryClient.setQueryData(emailQueries.mail(mail.id, context).queryKey, mail)
      onArrive(mail.id)
    },
    onError: () => showToast(t`That mail could not be opened. Please try again.`, { variant: 'error' }),
  })
}
