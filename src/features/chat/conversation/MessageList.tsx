import { useCallback, useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ArrowDownward from '@mui/icons-material/ArrowDownward'
import { useQuery } from '@tanstack/react-query'
import { useLingui as useActiveLanguage } from '@lingui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ChatContact } from '@/api/contract/chat'
import { CHAT_SELF_ID } from '@/api/contract/chatValues'
import { formatDayHeading } from '../format'
import { groupMessages, type ShownMessage } from '../messageGroups'
import { useSendMessage } from '../mutations'
import { chatQueries } from '../queries'
import { MessageGroup, type Author } from './MessageGroup'
import { useStickToBottom } from './useStickToBottom'

interface MessageListProps {
  contact: ChatContact
  messages: readonly ShownMessage[]
}

/**
 * The thread: a heading per day, then the messages in runs by sender, oldest first. It opens at the
 * newest message and follows new ones unless the reader scrolled up; then a "New messages" button
 * takes them down. Not virtualised: runs that did not change do not draw again (MessageGroup is
 * memoised), which keeps a thread of a few hundred messages smooth while it is polled.
 */
export function MessageList({ contact, messages }: MessageListProps) {
  const { t } = useLingui()
  const name = contact.fullName
  const items = useMemo(() => groupMessages(messages), [messages])
  const last = messages.at(-1)
  const { ref: scroller, unseenBelow, scrollToEnd } = useStickToBottom<HTMLDivElement>(last?.key, messages.length, last?.senderId === CHAT_SELF_ID)
  const self = useQuery({ ...chatQueries.list(), select: (list): Author => ({ fullName: list.profileUser.fullName, avatar: list.profileUser.avatar }) }).data
  const { retry: retryMessage } = useSendMessage()
  const retry = useCallback((outgoingId: string) => retryMessage(contact, outgoingId), [retryMessage, contact])

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        role="log"
        // New messages are said by the screen's own announcement (a contact's only), not by the log re-reading runs.
        aria-live="off"
        aria-label={t`Messages with ${name}`}
        tabIndex={0}
        data-testid="message-list"
        sx={(theme) => ({
          flex: 1,
          overflowY: 'auto',
          px: { xs: 1.5, sm: 3 },
          py: 2,
          bgcolor: theme.palette.mode === 'light' ? 'grey.50' : 'background.default',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        })}
      >
        {messages.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', textAlign: 'center', mt: 4 }} data-testid="empty-thread">
            <Trans>No messages yet. Say hello to {name}!</Trans>
          </Typography>
        ) : (
          items.map((item) =>
            item.kind === 'day' ? (
              <DayHeading key={item.key} day={item.day} />
            ) : (
              <MessageGroup key={item.key} senderId={item.senderId} messages={item.messages} contact={contact} self={self} onRetry={retry} />
            ),
          )
        )}
      </Box>
      {unseenBelow > 0 && (
        <Button
          variant="contained"
          size="small"
          startIcon={<ArrowDownward />}
          onClick={scrollToEnd}
          data-testid="new-messages"
          sx={{ position: 'absolute', bottom: 16, insetInline: 0, mx: 'auto', width: 'fit-content', borderRadius: 4, boxShadow: 4 }}
        >
          <Plural value={unseenBelow} one="# new message" other="# new messages" />
        </Button>
      )}
    </Box>
  )
}

function DayHeading({ day }: { day: string }) {
  // The day's words follow the language (and "Today" the clock) at each drawing.
  useActiveLanguage()
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 2, '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' } }}>
      <Typography component="h3" variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }} data-testid="day-heading">
        {formatDayHeading(day)}
      </Typography>
    </Box>
  )
}

/** Bubbles in the shape of a thread while it loads. */
export function ThreadSkeleton() {
  const { t } = useLingui()
  return (
    <Box role="progressbar" aria-busy aria-label={t`Loading messages`} sx={{ flex: 1, px: 3, py: 2, display: 'grid', alignContent: 'end', gap: 1.5 }}>
      {[220, 160, 280, 120, 240].map((width, index) => (
        <Skeleton key={index} variant="rounded" width={width} height={36} sx={{ justifySelf: index % 2 ? 'end' : 'start', maxWidth: '70%' }} />
      ))}
    </Box>
  )
}
