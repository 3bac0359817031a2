import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { UseQueryResult } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { SearchField } from '@/components/SearchField'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { StateMessage } from '@/components/StateMessage'
import { visuallyHidden } from '@/components/visuallyHidden'
import type { ChatList } from '../cacheWrites'
import { filterChats } from '../filterChats'
import { formatListTime } from '../format'
import { ChatEntry } from './ChatEntry'
import { ProfileButton } from './ProfileButton'

interface ChatSidebarProps {
  list: UseQueryResult<ChatList>
  /** The open chat's contact. */
  openId: number | undefined
  q: string
  onSearch: (q: string) => void
}

/** The id the search field has, so "Start a conversation" can take the focus there. */
export const CHAT_SEARCH_ID = 'chat-search'

/** The profile user, the search, then the chats (most recent first) and the contacts without one. */
export function ChatSidebar({ list, openId, q, onSearch }: ChatSidebarProps) {
  const { t } = useLingui()
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', minHeight: 64 }}>
        {list.data ? <ProfileButton user={list.data.profileUser} /> : <Skeleton variant="circular" width={40} height={40} />}
        <SearchField
          fullWidth
          value={q}
          onChange={onSearch}
          label={t`Search chats and contacts`}
          placeholder={t`Search…`}
          inputProps={{ id: CHAT_SEARCH_ID }}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', pb: 2 }}>
        {list.isPending ? (
          <SidebarSkeleton />
        ) : list.isError ? (
          <StateMessage
            kind="error"
            size="small"
            title={<Trans>Chats could not be loaded</Trans>}
            text={<Trans>Check the connection and try again.</Trans>}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <Lists list={list.data} openId={openId} q={q} />
        )}
      </Box>
    </>
  )
}

function Lists({ list, openId, q }: { list: ChatList; openId: number | undefined; q: string }) {
  const { t } = useLingui()
  // After a choice the drawer below `md` closes.
  const { closeSidebar } = useSplitAppSidebar()
  const { chats, contacts } = filterChats(list.chatsContacts, list.contacts, q)
  const search = q ? { q } : {}
  return (
    <>
      <Section title={<Trans>Chats</Trans>} testId="chat-list" empty={q ? <Trans>No chats match “{q}”</Trans> : <Trans>No chats yet</Trans>}>
        {chats.map((chat) => {
          // The open chat is being read: it has nothing unseen, whatever an earlier answer said.
          const unseen = chat.id === openId ? 0 : chat.chat.unseenMsgs
          return (
            <li key={chat.id} data-testid="chat-entry" data-contact-id={chat.id} data-unseen={unseen}>
              <ChatEntry
                to="/apps/chat/$id"
                params={{ id: chat.id }}
                search={search}
                onClick={closeSidebar}
                selected={chat.id === openId}
                fullName={chat.fullName}
                avatar={chat.avatar}
                status={chat.status}
                line={chat.chat.lastMessage.message}
                time={formatListTime(chat.chat.lastMessage.time)}
                badge={
                  unseen > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      data-testid="unseen-badge"
                      label={
                        <>
                          <span aria-hidden>{unseen}</span>
                          <Box component="span" sx={visuallyHidden}>
                            {plural(unseen, { one: '# unread message', other: '# unread messages' })}
                          </Box>
                        </>
                      }
                      sx={{ height: 20, minWidth: 20, fontSize: 12, fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
                    />
                  )
                }
              />
            </li>
          )
        })}
      </Section>
      <Section title={<Trans>Contacts</Trans>} testId="contact-list" empty={q ? <Trans>No contacts match “{q}”</Trans> : t`Everyone has a chat with you.`}>
        {contacts.map((contact) => (
          <li key={contact.id} data-testid="contact-entry" data-contact-id={contact.id}>
            <ChatEntry
              to="/apps/chat/$id"
              params={{ id: contact.id }}
              search={search}
              onClick={closeSidebar}
              selected={contact.id === openId}
              fullName={contact.fullName}
              avatar={contact.avatar}
              status={contact.status}
              line={contact.about || contact.role}
            />
          </li>
        ))}
      </Section>
    </>
  )
}

/** A heading and its list; a line saying why when the list is empty. */
function Section({ title, testId, empty, children }: { title: ReactNode; testId: string; empty: ReactNode; children: ReactNode[] }) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 2 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ px: 3, pb: 1, color: 'primary.main', fontWeight: 600 }}>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography variant="body2" sx={{ px: 3, color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        <Box component="ul" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.25 }}>
          {children}
        </Box>
      )}
    </Box>
  )
}

function SidebarSkeleton() {
  const { t } = useLingui()
  return (
    <Box role="progressbar" aria-busy aria-label={t`Loading chats`} sx={{ pt: 2 }}>
      {Array.from({ length: 7 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 3, py: 1.25 }}>
          <Skeleton variant="circular" width={38} height={38} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
          </Box>
        </Box>
      ))}
    </Box>
  )
}
