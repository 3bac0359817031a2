import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { showToast } from '@/components/toast'
import type { EmailFolder } from '@/api/contract'
import { folderInfo } from './folders'
import type { MailState } from './mailState'
import { useUpdateEmails } from './useUpdateEmails'

/**
 * Moves mails to a folder (delete is a move to trash) and says so in a toast, since the mails leave
 * the list the user is looking at. `onMoved` runs once the lists on screen show the change.
 */
export function useMoveMails() {
  const { i18n } = useLingui()
  const update = useUpdateEmails()

  const move = (mails: readonly MailState[], folder: EmailFolder, onMoved?: () => void) =>
    update.mutate(
      { mails, changes: { folder } },
      {
        onSuccess: () => {
          const name = i18n._(folderInfo(folder).name)
          showToast(plural(mails.length, { one: `Moved # mail to ${name}`, other: `Moved # mails to ${name}` }), { variant: 'success' })
          onMoved?.()
        },
      },
    )

  return { move, isPending: update.isPending }
}
