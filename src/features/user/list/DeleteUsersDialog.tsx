import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { showToast } from '@/components/toast'
import { useDeleteUsers } from '../mutations'

/** Users about to be deleted: one from its row (named), or the selection (counted, and cleared once deleted). */
export interface DeleteRequest {
  ids: readonly number[]
  name?: string
  onDeleted?: () => void
}

/** Asks before deleting; the users leave the list at once and come back if the back end refuses. */
export function DeleteUsersDialog({ request, onClose }: { request: DeleteRequest | null; onClose: () => void }) {
  const { t } = useLingui()
  const remove = useDeleteUsers()
  // The dialog keeps its words while it fades out after a choice.
  const [shown, setShown] = useState(request)
  if (request && request !== shown) setShown(request)
  const name = shown?.name
  const count = shown?.ids.length ?? 0

  const confirm = () => {
    if (!request) return
    remove.mutate(request.ids, {
      onSuccess: () => {
        showToast(name ? t`${name} was deleted` : plural(count, { one: '# user deleted', other: '# users deleted' }), { variant: 'success' })
        request.onDeleted?.()
      },
    })
    onClose()
  }
  return (
    <ConfirmDialog
      open={request !== null}
      title={name ? <Trans>Delete {name}?</Trans> : <Plural value={count} one="Delete # user?" other="Delete # users?" />}
      text={<Trans>Deleted users cannot be brought back.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      tone="error"
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
