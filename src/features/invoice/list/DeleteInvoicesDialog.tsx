import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { DeleteDialog } from '@/components/DeleteDialog'
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
  return (
    <DeleteDialog
      target={request}
      title={({ ids: [id], ids: { length: count } }) =>
        count === 1 ? t`Delete invoice #${id}?` : plural(count, { one: 'Delete # invoice?', other: 'Delete # invoices?' })
      }
      text={<Trans>Deleted invoices cannot be brought back.</Trans>}
      deletedMessage={({ ids: [id], ids: { length: count } }) =>
        count === 1 ? t`Invoice #${id} was deleted` : plural(count, { one: '# invoice deleted', other: '# invoices deleted' })
      }
      errorMessage={({ ids }) =>
        ids.length === 1 ? t`The invoice could not be deleted. Please try again.` : t`The invoices could not be deleted. Please try again.`
      }
      onDelete={({ ids }) => remove.mutateAsync(ids)}
      onDeleted={({ onDeleted }) => onDeleted?.()}
      onClose={onClose}
    />
  )
}
