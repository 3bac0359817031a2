import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { EmailList, EmailWithNeighbours } from '@/api/contract/email'
import { emailQueries } from '../queries'
import type { EmailListContext } from '../view'

/** The mail as the cached list shows it, with its neighbours read off its place in that list. */
function fromList(list: EmailList | undefined, id: number): EmailWithNeighbours | undefined {
  const index = list?.emails.findIndex((mail) => mail.id === id) ?? -1
  if (!list || index < 0) return undefined
  return { ...list.emails[index]!, hasPreviousMail: index > 0, hasNextMail: index < list.emails.length - 1 }
}

/**
 * The open mail. A mail opened from the list shows at once from the list's copy while get-email
 * answers (the list has every field a mail has, and knows its neighbours too).
 */
export function useOpenMail(id: number, context: EmailListContext) {
  const queryClient = useQueryClient()
  return useQuery({
    ...emailQueries.mail(id, context),
    placeholderData: () => fromList(queryClient.getQueryData(emailQueries.list(context).queryKey), id),
  })
}
