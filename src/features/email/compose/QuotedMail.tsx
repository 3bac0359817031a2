import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { Trans } from '@lingui/react/macro'
import type { Email } from '@/api/contract/email'
import { SafeHtml } from '@/components/SafeHtml'
import { formatDate } from '@/i18n/format'
import { MESSAGE_RULES } from './messageHtml'

interface QuotedMailProps {
  mail: Email
  /** A forward sends the original under the note; a reply only shows it, as its thread already holds it. */
  mode: 'reply' | 'forward'
}

/** The mail being answered or forwarded, folded away until asked for. */
export function QuotedMail({ mail, mode }: QuotedMailProps) {
  const [open, setOpen] = useState(false)
  const regionId = useId()
  const date = formatDate(mail.time, { dateStyle: 'medium', timeStyle: 'short' })
  const sender = `${mail.from.name} <${mail.from.email}>`

  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen(!open)}
        endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
        sx={{ color: 'text.secondary' }}
      >
        {mode === 'reply' ? <Trans>Original message</Trans> : <Trans>Forwarded message (sent below your note)</Trans>}
      </Button>
      <Collapse in={open}>
        <Box
          id={regionId}
          role="region"
          aria-label={mail.subject}
          sx={{ mt: 0.5, pl: 1.5, borderInlineStart: 3, borderColor: 'divider', color: 'text.secondary', typography: 'body2' }}
        >
          <Box sx={{ mb: 1 }}>
            <Trans>
              On {date}, {sender} wrote:
            </Trans>
          </Box>
          {/* Cleaned like any mail shown (it came from someone else), down to what a message may hold. */}
          <SafeHtml html={mail.message} rules={MESSAGE_RULES} sx={{ wordBreak: 'break-word', '& p': { my: 0.5 } }} />
        </Box>
      </Collapse>
    </Box>
  )
}
