import { useMemo } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Checkbox from '@mui/material/Checkbox'
import Typography from '@mui/material/Typography'
import AttachFile from '@mui/icons-material/AttachFile'
import { alpha } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { Email } from '@/api/contract/email'
import { formatListTime } from '../format'
import { previewText } from '../previewText'
import { LabelChip, LabelDot } from '../shared/LabelChip'
import { SenderAvatar } from '../shared/SenderAvatar'
import { StarButton } from '../shared/StarButton'
import { visuallyHidden } from '@/components/visuallyHidden'

interface EmailRowProps {
  mail: Email
  selected: boolean
  onToggleSelected: (id: number) => void
  onOpen: (mail: Email) => void
}

/**
 * One mail in the list. The checkbox and the star are buttons of their own beside the row's main
 * button (which opens the mail), not inside it: controls inside a button are unreachable by keyboard.
 */
export function EmailRow({ mail, selected, onToggleSelected, onOpen }: EmailRowProps) {
  const { t } = useLingui()
  const preview = useMemo(() => previewText(mail.message), [mail.message])
  const unread = !mail.isRead
  // The user's own mail (sent, drafts) is listed by whom it is for, as mail apps do.
  const party = mail.folder === 'sent' || mail.folder === 'draft' ? t`To: ${mail.to.map((a) => a.name).join(', ') || '—'}` : mail.from.name

  return (
    <Box
      component="li"
      data-testid="email-row"
      data-mail-id={mail.id}
      data-unread={unread}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: { xs: 1, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
        // Read mail sits on a faint tint, so the unread stands out by more than its weight.
        bgcolor: selected ? alpha(theme.palette.primary.main, 0.08) : unread ? 'background.paper' : 'action.hover',
        transition: theme.transitions.create(['box-shadow', 'background-color'], { duration: theme.transitions.duration.shortest }),
        '&:hover': { boxShadow: theme.shadows[3], position: 'relative', zIndex: 1 },
      })}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={() => onToggleSelected(mail.id)}
        slotProps={{ input: { 'aria-label': t`Select mail from ${mail.from.name}: ${mail.subject}` } }}
      />
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <StarButton mail={mail} />
      </Box>
      <ButtonBase
        component="div"
        onClick={() => onOpen(mail)}
        sx={{ flex: 1, minWidth: 0, py: 1.5, gap: 1.5, justifyContent: 'flex-start', textAlign: 'start', borderRadius: 1 }}
      >
        {/* The row is named by what it shows (sender, subject, time), after what it does. */}
        <Box component="span" sx={visuallyHidden}>
          {t`Open mail:`}
        </Box>
        <SenderAvatar sender={mail.from} size={34} />
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'grid',
            alignItems: 'center',
            columnGap: 2,
            // Wide: one line (sender | subject and preview | labels, clip, time). Narrow: stacked.
            gridTemplateColumns: { xs: '1fr auto', md: 'minmax(120px, 180px) 1fr auto' },
            gridTemplateAreas: { xs: '"party meta" "text text"', md: '"party text meta"' },
          }}
        >
          {/* dir="auto": a sender's words read in their own direction, and are cut at their own end, whatever the page's. */}
          <Typography noWrap dir="auto" sx={{ gridArea: 'party', fontWeight: unread ? 700 : 500, color: 'text.primary' }}>
            {party}
          </Typography>
          <Typography noWrap dir="auto" sx={{ gridArea: 'text', color: 'text.secondary' }}>
            {/* Subject and preview may be in different scripts: each keeps its own direction. */}
            <Box component="bdi" sx={{ fontWeight: unread ? 700 : 500, color: 'text.primary' }}>
              {mail.subject || t`(no subject)`}
            </Box>
            {preview && (
              <Box component="span">
                {' — '}
                <bdi>{preview}</bdi>
              </Box>
            )}
          </Typography>
          <Box sx={{ gridArea: 'meta', display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
            {/* Chips where there is room, the labels' dots where there is not. */}
            <Box sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5 }}>
              {mail.labels.map((label) => (
                <LabelChip key={label} label={label} />
              ))}
            </Box>
            <Box sx={{ display: { xs: 'flex', lg: 'none' }, gap: 0.5 }}>
              {mail.labels.map((label) => (
                <LabelDot key={label} label={label} />
              ))}
            </Box>
            {mail.attachments.length > 0 && <AttachFile titleAccess={t`Has attachments`} fontSize="small" sx={{ color: 'text.secondary', transform: 'rotate(45deg)' }} />}
            <Typography variant="body2" noWrap sx={{ color: unread ? 'text.primary' : 'text.secondary', fontWeight: unread ? 600 : 400, minWidth: 48, textAlign: 'end' }}>
              {/* Isolated: in the right-to-left layout "2 juin 2025" would read "juin 2025 2". */}
              <bdi>{formatListTime(mail.time)}</bdi>
            </Typography>
          </Box>
        </Box>
      </ButtonBase>
    </Box>
  )
}
