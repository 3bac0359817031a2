import { useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Email, EmailAddress } from '@/api/contract/email'
import { formatAddress } from './addresses'

/** Every address in one mail and its thread. */
function addressesOf(mail: Email): EmailAddress[] {
  return [mail.from, ...mail.to, ...mail.cc, ...mail.bcc, ...mail.replies.flatMap(addressesOf)]
}

const isMail = (data: unknown): data is Email => typeof data === 'object' && data !== null && 'from' in data && 'replies' in data

/** The mails in whatever email lists and mails are cached: a list answer holds `emails`, a get answers one mail. */
function cachedMails(queryClient: QueryClient): Email[] {
  return queryClient.getQueriesData({ queryKey: ['email'] }).flatMap(([, data]) => {
    if (isMail(data)) return [data]
    const emails = (data as { emails?: unknown } | undefined)?.emails
    return Array.isArray(emails) ? emails.filter(isMail) : []
  })
}

/**
 * Addresses to suggest while typing: those of the mail already loaded (the demo has no contacts
 * list). Read once when the dialog opens; no request of its own.
 */
export function useAddressSuggestions(myEmail: string | undefined): string[] {
  const queryClient = useQueryClient()
  const [suggestions] = useState(() => {
    const byEmail = new Map<string, EmailAddress>()
    for (const address of cachedMails(queryClient).flatMap(addressesOf)) {
      if (address.email !== myEmail && !byEmail.has(address.email)) byEmail.set(address.email, address)
    }
    return [...byEmail.values()].map(formatAddress).sort((a, b) => a.localeCompare(b))
  })
  return suggestions
}
