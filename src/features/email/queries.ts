import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '@/api'
import { emailsData, getEmail } from '@/api/contract/email'
import { loadByCause, type LoadCause } from '@/lib/loadByCause'
import { queryKeys } from '@/lib/queryKeys'
import type { EmailListContext } from './view'

/** Keys of the email app: a list per context, and each mail per list context it was opened from. */
export const emailKeys = queryKeys('email', {
  list: (context: EmailListContext) => [context],
  mail: (id: number, context: EmailListContext) => [id, context],
})

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
      queryKey: emailKeys.mail(id, context),
      queryFn: ({ signal }) => api(getEmail, { query: { ...context, id }, signal }),
    }),
}

/**
 * The email routes' loader: the list, and the mail open in it (a mail that cannot be opened shows
 * its error in the detail pane, the list still shows). Once on the page an opened mail shows at once
 * from the list's copy while its own answer is on the way (useOpenMail).
 */
export function loadEmailView(
  queryClient: QueryClient,
  context: EmailListContext,
  mailId: number | undefined,
  cause: LoadCause,
): Promise<void> {
  return loadByCause(queryClient, cause, [emailQueries.list(context)], {
    optional: mailId === undefined ? [] : [emailQueries.mail(mailId, context)],
  })
}
