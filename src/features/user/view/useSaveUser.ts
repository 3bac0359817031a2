import { useLingui } from '@lingui/react/macro'
import type { UserChanges } from '@/api/contract/users'
import { showToast } from '@/components/toast'
import { useUpdateUser } from '../mutations'

/** A one-click change from the view (suspend, activate, another plan): a toast says whether it was saved. */
export function useSaveUser() {
  const { t } = useLingui()
  const update = useUpdateUser()
  const save = (changes: UserChanges, done: string, onSaved?: () => void) =>
    update.mutate(changes, {
      onSuccess: () => {
        showToast(done, { variant: 'success' })
        onSaved?.()
      },
      onError: () => showToast(t`The user could not be saved. Please try again.`, { variant: 'error' }),
    })
  return { save, isPending: update.isPending }
}
