import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { showToast } from '@/components/toast'
import { api } from '@/api'
import { updateEmails, type EmailFolder } from '@/api/contract/email'
import { mailChange } from './cacheWrites'
import { folderInfo } from './folders'
import type { MailState } from './mailState'

interface MoveInput {
  mails: readonly MailState[]
  folder: EmailFolder
}

/**
 * Moves mails to a folder (delete is a move to trash) through update-emails. It waits for the back
 * end, since the mails leave the list the user is looking at, and says so in a toast. `onMoved` runs
 * once the lists on screen show the change.
 */
export function useMoveMails() {
  const queryClient = useQueryClient()
  const { t, i18n } = useLingui()
  const mutation = useMutation(
    mailChange(queryClient, {
      send: (emailIds, { folder }: MoveInput) => api(updateEmails, { body: { emailIds, dataToUpdate: { folder } } }),
      errorMessage: () => t`The mail could not be updated. Please try again.`,
    }),
  )

  const move = (mails: readonly MailState[], folder: EmailFolder, onMoved?: () => void) =>
    mutation.mutate(
      { mails, folder },
      {
        onSuccess: () => {
          const name = i18n._(folderInfo(folder).name)
          showToast(plural(mails.length, { one: `Moved # mail to ${name}`, other: `Moved # mails to ${name}` }), { variant: 'success' })
          onMoved?.()
        },
      },
    )

  return { move, isPending: mutation.isPending }
}
