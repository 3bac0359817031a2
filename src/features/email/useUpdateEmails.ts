import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { showToast } from '@/components/toast'
import { api } from '@/api'
import { updateEmails, type EmailChanges } from '@/api/contract'
import { cancelMailFetches, refreshMails, writeMailStates } from './cacheWrites'
import { stateOf, withChanges, type MailState } from './mailState'

export interface UpdateEmailsInput {
  /** The mails as the screen shows them: what an optimistic change starts from and rolls back to. */
  mails: readonly MailState[]
  changes: EmailChanges
}

/**
 * Flags or moves mails in bulk (update-emails). Read and star flip on screen at once and flip back
 * with a toast if the back end refuses. A move waits for the back end, since it changes which list
 * shows the mail; the returned promise (mutateAsync) resolves once the lists on screen are refetched.
 */
export function useUpdateEmails() {
  const queryClient = useQueryClient()
  const { t } = useLingui()

  const ids = ({ mails }: UpdateEmailsInput) => mails.map((mail) => mail.id)
  const before = ({ mails }: UpdateEmailsInput) => mails.map(stateOf)
  const expected = ({ mails, changes }: UpdateEmailsInput) => mails.map((mail) => withChanges(mail, changes))
  const optimistic = ({ changes }: UpdateEmailsInput) => changes.folder === undefined

  return useMutation({
    mutationFn: (input: UpdateEmailsInput) =>
      api(updateEmails, { body: { emailIds: ids(input), dataToUpdate: input.changes } }),
    onMutate: async (input) => {
      if (!optimistic(input)) return
      await cancelMailFetches(queryClient, ids(input))
      writeMailStates(queryClient, before(input), expected(input))
    },
    onError: (_error, input) => {
      if (optimistic(input)) writeMailStates(queryClient, expected(input), before(input))
      showToast(t`The mail could not be updated. Please try again.`, { variant: 'error' })
    },
    // The answer is how the mails now are: trust it over the guess (and show a move at once).
    onSuccess: (answer, input) =>
      writeMailStates(queryClient, optimistic(input) ? expected(input) : before(input), answer.emails.map(stateOf)),
    onSettled: (_answer, _error, input) => refreshMails(queryClient, ids(input)),
  })
}
