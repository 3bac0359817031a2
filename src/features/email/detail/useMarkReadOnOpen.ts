import { useEffect, useEffectEvent } from 'react'
import type { Email } from '@/api/contract/email'
import { useUpdateEmails } from '../useUpdateEmails'

/**
 * Opening an unread mail marks it read (optimistic: the bold and the badge go at once). Only when
 * it opens: marking it unread again from the detail closes the detail rather than fight the user.
 */
export function useMarkReadOnOpen(mail: Email | undefined) {
  const update = useUpdateEmails()
  const unreadId = mail && !mail.isRead ? mail.id : undefined
  // An effect event: the effect below must run per mail opened, not each time the mail object changes.
  const markRead = useEffectEvent(() => {
    if (mail) update.mutate({ mails: [mail], changes: { isRead: true } })
  })
  useEffect(() => {
    if (unreadId !== undefined) markRead()
  }, [unreadId])
}
