import { useEffect, useEffectEvent, useMemo, useRef } from 'react'
import Box from '@mui/material/Box'
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import type { ChatContact, ChatMessage } from '@/api/contract/chat'
import { CHAT_SELF_ID } from '@/api/contract/chatValues'
import { announce } from '@/components/announce'
import { StateMessage } from '@/components/StateMessage'
import type { ShownMessage } from '../messageGroups'
import { useOutgoing, type OutgoingMessage } from '../outbox'
import { chatQueries, OPEN_CHAT_POLL_MS } from '../queries'
import { Composer } from './Composer'
import { ConversationHeader, HeaderSkeleton } from './ConversationHeader'
import { MessageList, ThreadSkeleton } from './MessageList'

interface ConversationProps {
  contactId: number
  onShowProfile: () => void
  profileOpen: boolean
}

/**
 * The open chat: its contact, the thread, and the field to write in. The thread is asked for again
 * every few seconds while the tab shows, so a contact's answer arrives on its own.
 */
export function Conversation({ contactId, onShowProfile, profileOpen }: ConversationProps) {
  const thread = useQuery({ ...chatQueries.thread(contactId), refetchInterval: OPEN_CHAT_POLL_MS })
  // The list may learn of an answer first (its poll came first): the thread is then asked at once,
  // which also marks it read.
  const unseenInList = useQuery({
    ...chatQueries.list(),
    select: (list) => list.chatsContacts.find((chat) => chat.id === contactId)?.chat.unseenMsgs ?? 0,
  }).data
  const refetchThread = useEffectEvent(() => {
    if (!thread.isFetching) void thread.refetch()
  })
  useEffect(() => {
    if (unseenInList) refetchThread()
  }, [unseenInList])

  const contact = thread.data?.contact
  const messages = useShownMessages(thread.data?.chat?.chat, useOutgoing(contactId))
  useAnnounceIncoming(contact, thread.data?.chat?.chat)

  return (
    <Box component="section" aria-label={contact?.fullName} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="conversation" data-contact-id={contactId}>
      {contact ? <ConversationHeader contact={contact} onShowProfile={onShowProfile} profileOpen={profileOpen} /> : <HeaderSkeleton />}
      {thread.isPending ? (
        <ThreadSkeleton />
      ) : thread.isError && !thread.data ? (
        <ThreadError error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <MessageList contact={thread.data!.contact} messages={messages} />
      )}
      {contact && <Composer contact={contact} />}
    </Box>
  )
}

function ThreadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <StateMessage
        kind="notFound"
        icon={<LinkOffOutlined />}
        title={<Trans>No such contact</Trans>}
        text={<Trans>This chat does not exist. Choose another one from the list.</Trans>}
        error={error}
      />
    )
  }
  return (
    <StateMessage
      kind="error"
      title={<Trans>The chat could not be loaded</Trans>}
      text={<Trans>Check the connection and try again.</Trans>}
      error={error}
      onRetry={onRetry}
    />
  )
}

/**
 * The thread's messages and then the ones still on their way, as the screen shows them. The back
 * end's messages keep their objects from one poll to the next (the query cache shares what did not
 * change), and so do their shown forms here: a message group that did not change does not draw again.
 */
function useShownMessages(chat: readonly ChatMessage[] | undefined, outgoing: readonly OutgoingMessage[]): ShownMessage[] {
  return useMemo(() => {
    const fromBackEnd = (chat ?? []).map(shownFormOf)
    const waiting = outgoing.map((out): ShownMessage => ({
      key: out.id,
      message: out.message,
      time: out.time,
      senderId: CHAT_SELF_ID,
      outgoing: { id: out.id, state: out.state },
    }))
    return [...fromBackEnd, ...waiting]
  }, [chat, outgoing])
}

/** A message's shown form, made once per message object (and place in its thread). */
const shownForms = new WeakMap<ChatMessage, ShownMessage>()

function shownFormOf(message: ChatMessage, index: number): ShownMessage {
  const known = shownForms.get(message)
  if (known?.key === `m${index}`) return known
  const shown = { key: `m${index}`, message: message.message, time: message.time, senderId: message.senderId, feedback: message.feedback }
  shownForms.set(message, shown)
  return shown
}

/** Says a contact's new messages to screen readers as they arrive (not the ones already there when the chat opened). */
function useAnnounceIncoming(contact: ChatContact | undefined, chat: readonly ChatMessage[] | undefined) {
  const { t } = useLingui()
  const seen = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (!contact || !chat) return
    const before = seen.current
    seen.current = chat.length
    if (before === undefined) return
    for (const message of chat.slice(before)) {
      const name = contact.fullName
      const text = message.message
      if (message.senderId !== CHAT_SELF_ID) announce(t`${name} wrote: ${text}`)
    }
  }, [contact, chat, t])
}
