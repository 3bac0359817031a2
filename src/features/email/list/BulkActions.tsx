import Box from '@mui/material/Box'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined'
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined'
import { useLingui } from '@lingui/react/macro'
import type { Email } from '@/api/contract/email'
import { ActionButton } from '@/components/ActionButton'
import { LabelMenu } from '../shared/LabelMenu'
import { MoveMenu } from '../shared/MoveMenu'
import { useMoveMails } from '../useMoveMails'
import { useToggleLabel } from '../useToggleLabel'
import { useUpdateEmails } from '../useUpdateEmails'

/**
 * What can be done to the selected mails. Delete moves them to trash; in trash, where deleting again
 * would do nothing, the same place offers to move them back to the inbox.
 */
export function BulkActions({ mails, onDone }: { mails: readonly Email[]; onDone: () => void }) {
  const { t } = useLingui()
  const update = useUpdateEmails()
  const toggleLabel = useToggleLabel()
  const { move, isPending: moving } = useMoveMails()
  const folders = new Set(mails.map((mail) => mail.folder))
  // The move menu leaves out the folder the mails are in, when they are all in one.
  const from = folders.size === 1 ? [...folders][0] : undefined

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <ActionButton label={t`Mark as read`} icon={<MarkEmailReadOutlined />} onClick={() => update.mutate({ mails, changes: { isRead: true } })} />
      <ActionButton label={t`Mark as unread`} icon={<MarkEmailUnreadOutlined />} onClick={() => update.mutate({ mails, changes: { isRead: false } })} />
      <MoveMenu from={from} disabled={moving} onMove={(folder) => move(mails, folder, onDone)} />
      <LabelMenu mails={mails} onToggle={(label) => toggleLabel.mutate({ mails, label })} />
      {from === 'trash' ? (
        <ActionButton label={t`Already in trash: move back to the inbox`} icon={<RestoreFromTrashOutlined />} disabled={moving} onClick={() => move(mails, 'inbox', onDone)} />
      ) : (
        <ActionButton label={t`Delete`} icon={<DeleteOutlineRounded />} disabled={moving} onClick={() => move(mails, 'trash', onDone)} />
      )}
    </Box>
  )
}
