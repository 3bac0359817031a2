import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { DeleteDialog } from '@/components/DeleteDialog'
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
  return (
    <DeleteDialog
      target={request}
      title={({ ids: { length: count }, name }) => (name ? t`Delete ${name}?` : plural(count, { one: 'Delete # user?', other: 'Delete # users?' }))}
      text={<Trans>Deleted users cannot be brought back.</Trans>}
      deletedMessage={({ ids: { length: count }, name }) => (name ? t`${name} was deleted` : plural(count, { one: '# user deleted', other: '# users deleted' }))}
      errorMessage={() => t`The users could not be deleted. Please try again.`}
      onDelete={({ ids }) => remove.mutateAsync(ids)}
      onDeleted={({ onDeleted }) => onDeleted?.()}
      onClose={onClose}
    />
  )
}
