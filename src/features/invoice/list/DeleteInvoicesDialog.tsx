import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { ConfirmDialog } from '@/components/ConfirmDialog'
import { showToast } from '@/components/toast'
import { useDeleteInvoices } from '../mutations'

/** Invoices about to be deleted: one from its row, or the selection (cleared once deleted). */
export interface DeleteRequest {
  ids: readonly number[]
  onDeleted?: () => void
}

/** Asks before deleting; the invoices leave the list at once and come back if the back end refuses. */
export function DeleteInvoicesDialog({ request, onClose }: { request: DeleteRequest | null; onClose: () => void }) {
  const { t } = useLingui()
  const remove = useDeleteInvoices()
  // The dialog keeps its words while it fades out after a choice.
  const [shown, setShown] = useState(request)
  if (request && request !== shown) setShown(request)
  const ids = shown?.ids ?? []
  const single = ids.length === 1 ? ids[0] : undefined

  const confirm = () => {
    if (!request) return
    const count = request.ids.length
    const [id] = request.ids
    remove.mutate(request.ids, {
      onSuccess: () => {
        showToast(count === 1 ? t`Invoice #${id} was deleted` : plural(count, { one: '# invoice deleted', other: '# invoices deleted' }), { variant: 'success' })
        request.onDeleted?.()
      },
    })
    onClose()
  }
  return (
    <ConfirmDialog
      open={request !== null}
      title={single === undefined ? <Plural value={ids.length} one="Delete # invoice?" other="Delete # invoices?" /> : <Trans>Delete invoice #{single}?</Trans>}
      text={<Trans>Deleted invoices cannot be brought back.</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      tone="error"
      onConfirm={confirm}
      onClose={onClose}
    />
  )
}
