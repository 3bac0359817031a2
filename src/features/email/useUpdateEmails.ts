import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { updateEmails, type EmailChanges } from '@/api/contract/email'
import { mailChange } from './cacheWrites'
import { withChanges, type MailState } from './mailState'

export interface UpdateEmailsInput {
  /** The mails as the screen shows them: what an optimistic change starts from and rolls back to. */
  mails: readonly MailState[]
  /** Flags and labels; a move to another folder is useMoveMails. */
  changes: Omit<EmailChanges, 'folder'>
}

/** Flags mails in bulk (update-emails): read and star flip on screen at once and flip back with a toast if the back end refuses. */
export function useUpdateEmails() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation(
    mailChange(queryClient, {
      send: (emailIds, { changes }: UpdateEmailsInput) => api(updateEmails, { body: { emailIds, dataToUpdate: changes } }),
      expected: (mail, { changes }) => withChanges(mail, changes),
      errorMessage: () => t`The mail could not be updated. Please try again.`,
    }),
  )
}
