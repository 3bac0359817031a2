import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { emailsData, getEmail } from '@/api/contract'
import type { EmailListContext } from './view'

/**
 * Query keys of the email app. Everything starts with 'email', lists with 'email','list' and open
 * mails with 'email','mail',id, so a mutation can invalidate exactly the entries it touched.
 */
export const emailKeys = {
  all: ['email'] as const,
  lists: ['email', 'list'] as const,
  list: (context: EmailListContext) => ['email', 'list', context] as const,
  /** Every cached copy of one mail, whatever list it was opened from. */
  mail: (id: number) => ['email', 'mail', id] as const,
  mailIn: (id: number, context: EmailListContext) => ['email', 'mail', id, context] as const,
}

/** Every query of the email app. Loaders and screens both use these. */
export const emailQueries = {
  /** The mails of a folder or label matching the search, newest first, with the folder counts. */
  list: (context: EmailListContext) =>
    queryOptions({
      queryKey: emailKeys.list(context),
      queryFn: ({ signal }) => api(emailsData, { query: context, signal }),
    }),
  /** One mail, with whether the list it was opened from has one before and after it. */
  mail: (id: number, context: EmailListContext) =>
    queryOptions({
      queryKey: emailKeys.mailIn(id, context),
      queryFn: ({ signal }) => api(getEmail, { query: { ...context, id }, signal }),
    }),
}

/**
 * The email routes' loader. Entering a folder or label (or reloading with a mail open) waits for
 * the data, so the screen never opens empty. Once there (typing a search, opening a mail: cause
 * "stay") it only starts the requests: the list keeps showing what it had, and an opened mail shows
 * at once from the list's copy while its own answer is on the way.
 */
export async function loadEmailView(
  queryClient: QueryClient,
  context: EmailListContext,
  mailId: number | undefined,
  cause: 'enter' | 'stay' | 'preload',
): Promise<void> {
  const list = emailQueries.list(context)
  const mail = mailId === undefined ? null : emailQueries.mail(mailId, context)
  if (cause === 'stay') {
    void queryClient.prefetchQuery(list)
    if (mail) void queryClient.prefetchQuery(mail)
    return
  }
  await Promise.all([
    queryClient.ensureQueryData(list),
    // A mail that cannot be opened (deleted since the link was shared) must not take the list down
    // with it: the detail pane shows that error on its own.
    mail && queryClient.ensureQueryData(mail).catch(() => undefined),
  ])
}
