import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CancelIcon from '@mui/icons-material/Cancel'
import { useLingui } from '@lingui/react/macro'
import type { EmailAttachmentInput } from '@/api/contract'
import { formatFileSize } from '../format'

interface AttachmentListProps {
  attachments: readonly EmailAttachmentInput[]
  onRemove: (attachment: EmailAttachmentInput) => void
}

/** The files attached so far, each with its size and a remove button. */
export function AttachmentList({ attachments, onRemove }: AttachmentListProps) {
  const { t } = useLingui()
  if (attachments.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label={t`Attachments`}
      sx={{ listStyle: 'none', m: 0, px: 2, py: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {attachments.map((attachment, index) => (
        <li key={`${index}-${attachment.fileName}`}>
          <Chip
            icon={<AttachFileIcon fontSize="small" />}
            label={`${attachment.fileName} (${formatFileSize(attachment.size)})`}
            onDelete={() => onRemove(attachment)}
            // The chip removes it with Delete or Backspace too; the icon's title names it for pointer users.
            deleteIcon={<CancelIcon titleAccess={t`Remove ${attachment.fileName}`} />}
            sx={{ maxWidth: 280 }}
          />
        </li>
      ))}
    </Box>
  )
}
