import { Trans, useLingui } from '@lingui/react/macro'
import type { Task } from '@/api/contract/todo'
import { DeleteDialog } from '@/components/DeleteDialog'
import { usePurgeTask } from '../mutations'

/** Asks before deleting a task of the deleted list for good; it leaves the list once the back end has done it. */
export function PurgeTaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const { t } = useLingui()
  const purge = usePurgeTask()
  return (
    <DeleteDialog
      target={task}
      title={({ title }) => t`Delete “${title}” for good?`}
      text={<Trans>It cannot be restored afterwards.</Trans>}
      deletedMessage={({ title }) => t`“${title}” was deleted for good`}
      errorMessage={() => t`The task could not be deleted. Please try again.`}
      onDelete={(target) => purge.mutateAsync(target)}
      onClose={onClose}
    />
  )
}
