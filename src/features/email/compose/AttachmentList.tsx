import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import FormHelperText from '@mui/material/FormHelperText'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CancelIcon from '@mui/icons-material/Cancel'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { MAX_ATTACHMENTS, MAX_ATTACHMENTS_TOTAL_BYTES, type EmailAttachmentInput } from '@/api/contract/email'
import { formatFileSize } from '@/i18n/format'
import { attachmentsProblems, type AttachmentsProblem } from './attachments'

interface AttachmentListProps {
  attachments: readonly EmailAttachmentInput[]
  onRemove: (attachment: EmailAttachmentInput) => void
}

/**
 * The files attached so far, each with its size and a remove button; below them, before the user
 * sends, what the back end would refuse about them together (in the words of its own 400).
 */
export function AttachmentList({ attachments, onRemove }: AttachmentListProps) {
  const { t } = useLingui()
  if (attachments.length === 0) return null
  const maxFiles = MAX_ATTACHMENTS
  const maxTotal = formatFileSize(MAX_ATTACHMENTS_TOTAL_BYTES)
  const problemText: Record<AttachmentsProblem, string> = {
    count: plural(maxFiles, { one: 'Attach at most # file', other: 'Attach at most # files' }),
    total: t`The attachments add up to more than ${maxTotal}`,
  }
  const problems = attachmentsProblems(attachments)
  return (
    <>
      <AttachmentChips attachments={attachments} onRemove={onRemove} />
      {problems.length > 0 && (
        <FormHelperText error role="alert" sx={{ px: 2, mt: 0, mb: 1 }}>
          {problems.map((problem) => problemText[problem]).join('. ')}
        </FormHelperText>
      )}
    </>
  )
}

function AttachmentChips({ attachments, onRemove }: AttachmentListProps) {
  const { t } = useLingui()
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
