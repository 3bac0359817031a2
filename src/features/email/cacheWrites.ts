import type { QueryClient } from '@tanstack/react-query'
import type { Email, EmailList } from '@/api/contract'
import { applyToList, type MailState } from './mailState'
import { emailKeys } from './queries'

/**
 * Writes the new state of some mails into every cached list (each carries the folder counts, so
 * every one changes) and every cached copy of those mails.
 */
export function writeMailStates(queryClient: QueryClient, before: readonly MailState[], after: readonly MailState[]): void {
  queryClient.setQueriesData<EmailList>({ queryKey: emailKeys.lists }, (list) => list && applyToList(list, before, after))
  for (const state of after) {
    queryClient.setQueriesData<Email>({ queryKey: emailKeys.mail(state.id) }, (mail) => mail && { ...mail, ...state })
  }
}

/**
 * After a change the lists may hold other mails (a move, a star under Starred, a label under its
 * view) and the open mails other neighbours: refetch what is shown, mark the rest stale.
 */
export function refreshMails(queryClient: QueryClient, ids: readonly number[]): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: emailKeys.lists }),
    ...ids.map((id) => queryClient.invalidateQueries({ queryKey: emailKeys.mail(id) })),
  ])
}

/** Stops fetches under way of what a change touches: their answers would land after an optimistic change and undo it. */
export function cancelMailFetches(queryClient: QueryClient, ids: readonly number[]): Promise<unknown> {
  return Promise.all([
    queryClient.cancelQueries({ queryKey: emailKeys.lists }),
    ...ids.map((id) => queryClient.cancelQueries({ queryKey: emailKeys.mail(id) })),
  ])
}
