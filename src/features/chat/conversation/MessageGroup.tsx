import { memo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import Refresh from '@mui/icons-material/Refresh'
import { Trans, useLingui } from '@lingui/react/macro'
import { CHAT_SELF_ID } from '@/api/contract/chatValues'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { formatMessageTime } from '../format'
import type { ShownMessage } from '../messageGroups'
import { DeliveryTicks, deliveryOf } from './DeliveryTicks'
import { MessageText } from './MessageText'

/** Who wrote a run of messages, as the thread shows them. */
export interface Author {
  fullName: string
  avatar: string
}

interface MessageGroupProps {
  senderId: number
  messages: readonly ShownMessage[]
  /** The contact, and the user (for their own messages). */
  contact: Author
  self: Author | undefined
  /** Sends a refused message again (its outbox id). */
  onRetry: (outgoingId: string) => void
}

/**
 * A run of messages by one sender: their picture once, then each message as a bubble with its time
 * (and, for the user's own, how far it got). The user's own run sits at the end side, in the primary colour.
 */
export const MessageGroup = memo(function MessageGroup({ senderId, messages, contact, self, onRetry }: MessageGroupProps) {
  const { t } = useLingui()
  const own = senderId === CHAT_SELF_ID
  const author = own ? self : contact
  const name = own ? t`You` : contact.fullName
  return (
    <Box
      role="group"
      aria-label={name}
      data-testid="message-group"
      data-sender={own ? 'self' : 'contact'}
      sx={{ display: 'flex', flexDirection: own ? 'row-reverse' : 'row', alignItems: 'flex-start', gap: 1.5, mb: 2 }}
    >
      <Box aria-hidden sx={{ display: 'flex', flexShrink: 0 }}>
        {author && <InitialsAvatar name={author.fullName} src={author.avatar || null} tint={tintFor(author.fullName)} size={32} />}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', gap: 0.75, minWidth: 0, maxWidth: { xs: '85%', sm: '75%' } }}>
        {messages.map((message) => (
          <Bubble key={message.key} message={message} own={own} onRetry={onRetry} />
        ))}
      </Box>
    </Box>
  )
}, sameGroup)

/** A run draws again only when one of its messages changed, or who it is by. */
function sameGroup(before: MessageGroupProps, after: MessageGroupProps): boolean {
  return (
    before.senderId === after.senderId &&
    before.contact.fullName === after.contact.fullName &&
    before.contact.avatar === after.contact.avatar &&
    before.self?.fullName === after.self?.fullName &&
    before.self?.avatar === after.self?.avatar &&
    before.onRetry === after.onRetry &&
    before.messages.length === after.messages.length &&
    before.messages.every((message, index) => message === after.messages[index])
  )
}

function Bubble({ message, own, onRetry }: { message: ShownMessage; own: boolean; onRetry: (outgoingId: string) => void }) {
  const failed = message.outgoing?.state === 'failed'
  return (
    <Box
      data-testid="message"
      data-delivery={own ? deliveryOf(message.feedback, message.outgoing?.state) : undefined}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', maxWidth: '100%' }}
    >
      <Box
        sx={(theme) => ({
          px: 2,
          py: 1,
          borderRadius: 2,
          [own ? 'borderStartEndRadius' : 'borderStartStartRadius']: 4,
          maxWidth: '100%',
          boxShadow: 1,
          ...(own
            ? { bgcolor: failed ? 'error.main' : 'primary.main', color: failed ? 'error.contrastText' : 'primary.contrastText' }
            : { bgcolor: 'background.paper', color: 'text.primary' }),
          opacity: message.outgoing?.state === 'sending' ? 0.85 : 1,
          transition: theme.transitions.create('opacity'),
        })}
      >
        <Typography component="p" variant="body1" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-text">
          <MessageText text={message.message} />
        </Typography>
        <Typography component="p" variant="caption" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, color: own ? 'inherit' : 'text.secondary', mt: 0.25 }}>
          <time dateTime={message.time}>{formatMessageTime(message.time)}</time>
          {own && <DeliveryTicks delivery={deliveryOf(message.feedback, message.outgoing?.state)} />}
        </Typography>
      </Box>
      {failed && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }} data-testid="send-failed">
          <Typography variant="caption" sx={{ color: 'error.main' }}>
            <Trans>Not sent.</Trans>
          </Typography>
          <Button size="small" color="error" startIcon={<Refresh />} onClick={() => onRetry(message.outgoing!.id)}>
            <Trans>Retry</Trans>
          </Button>
        </Box>
      )}
    </Box>
  )
}
