import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBackRounded'
import ChevronLeft from '@mui/icons-material/ChevronLeftRounded'
import ChevronRight from '@mui/icons-material/ChevronRightRounded'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined'
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined'
import { useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { EmailWithNeighbours } from '@/api/contract/email'
import { ActionButton } from '@/components/ActionButton'
import { LabelChip } from '../shared/LabelChip'
import { LabelMenu } from '../shared/LabelMenu'
import { MoveMenu } from '../shared/MoveMenu'
import { StarButton } from '../shared/StarButton'
import { useMoveMails } from '../useMoveMails'
import { useToggleLabel } from '../useToggleLabel'
import { useUpdateEmails } from '../useUpdateEmails'
import type { Direction } from './useGoToNeighbour'

interface DetailHeaderProps {
  mail: EmailWithNeighbours
  onClose: () => void
  onStep: (dir: Direction) => void
  stepping: boolean
}

/**
 * The detail's two bars: back, subject, labels and previous/next; then what can be done to the mail.
 * Moving it or marking it unread closes the detail: the mail is done with, as in most mail apps.
 */
export function DetailHeader({ mail, onClose, onStep, stepping }: DetailHeaderProps) {
  const { t } = useLingui()
  const rtl = useTheme().direction === 'rtl'
  const update = useUpdateEmails()
  const toggleLabel = useToggleLabel()
  const { move, isPending: moving } = useMoveMails()
  const mails = [mail]

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 56, px: { xs: 1, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <ActionButton label={t`Back to the list`} icon={<ArrowBack sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />} onClick={onClose} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography variant="h6" component="h2" dir="auto" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} data-testid="detail-subject">
            {mail.subject || t`(no subject)`}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {mail.labels.map((label) => (
              <LabelChip key={label} label={label} />
            ))}
          </Box>
        </Box>
        {/* "Previous" is the newer mail, above in the list; the arrows follow the reading direction. */}
        <ActionButton label={t`Previous mail`} icon={rtl ? <ChevronRight /> : <ChevronLeft />} disabled={!mail.hasPreviousMail || stepping} onClick={() => onStep('previous')} />
        <ActionButton label={t`Next mail`} icon={rtl ? <ChevronLeft /> : <ChevronRight />} disabled={!mail.hasNextMail || stepping} onClick={() => onStep('next')} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 52, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        {mail.folder === 'trash' ? (
          <ActionButton label={t`Already in trash: move back to the inbox`} icon={<RestoreFromTrashOutlined />} disabled={moving} onClick={() => move(mails, 'inbox', onClose)} />
        ) : (
          <ActionButton label={t`Delete`} icon={<DeleteOutlineRounded />} disabled={moving} onClick={() => move(mails, 'trash', onClose)} />
        )}
        <ActionButton
          label={t`Mark as unread`}
          icon={<MarkEmailUnreadOutlined />}
          onClick={() => update.mutate({ mails, changes: { isRead: false } }, { onSuccess: onClose })}
        />
        <MoveMenu from={mail.folder} disabled={moving} onMove={(folder) => move(mails, folder, onClose)} />
        <LabelMenu mails={mails} onToggle={(label) => toggleLabel.mutate({ mails, label })} />
        <Box sx={{ flex: 1 }} />
        <StarButton mail={mail} size="medium" />
      </Box>
    </>
  )
}
