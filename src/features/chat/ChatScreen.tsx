import { useState } from 'react'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { SplitAppLayout } from '@/components/SplitAppLayout'
import { visuallyHidden } from '@/components/visuallyHidden'
import { ContactProfile } from './conversation/ContactProfile'
import { Conversation } from './conversation/Conversation'
import { NoChatOpen } from './conversation/NoChatOpen'
import { chatQueries, OPEN_CHAT_POLL_MS } from './queries'
import type { ChatSearch, ChatSearchChange } from './search'
import { ChatSidebar } from './sidebar/ChatSidebar'

interface ChatScreenProps {
  /** The open chat's contact, from the path; none before one is chosen. */
  contactId?: number
  search: ChatSearch
  onSearchChange: ChatSearchChange
}

/** The sidebar's width, and the contact profile's beside the conversation. */
const SIDEBAR_WIDTH = 340
const PROFILE_WIDTH = 340

/**
 * /apps/chat: the chats and contacts in the sidebar, the open conversation in the main pane, and the
 * contact's profile as a panel at its end. Below `md` the sidebar and the profile are drawers.
 */
export function ChatScreen({ contactId, search, onSearchChange }: ChatScreenProps) {
  const { t } = useLingui()
  // The list polls while the app is open: a contact's answer moves their chat up and counts as unseen.
  const list = useQuery({ ...chatQueries.list(), refetchInterval: OPEN_CHAT_POLL_MS })
  // The profile shown is the open chat's contact; another chat closes it.
  const [profileOf, setProfileOf] = useState<number>()
  const profileOpen = contactId !== undefined && profileOf === contactId
  const closeProfile = () => setProfileOf(undefined)

  return (
    <SplitAppLayout
      data-testid="chat-app"
      sidebarLabel={t`Chats and contacts`}
      sidebarWidth={SIDEBAR_WIDTH}
      sidebar={<ChatSidebar list={list} openId={contactId} q={search.q} onSearch={(q) => onSearchChange({ q })} />}
      detail={profileOpen && <ContactProfile contactId={contactId} onClose={closeProfile} />}
      detailOpen={profileOpen}
      detailWidth={PROFILE_WIDTH}
      onDetailClose={closeProfile}
      detailLabel={t`Contact`}
    >
      {/* The page's one heading, for those who move by headings: the screen shows the app, not a title. */}
      <Typography component="h1" sx={visuallyHidden}>
        {t`Chat`}
      </Typography>
      {contactId === undefined ? (
        <NoChatOpen />
      ) : (
        <Conversation key={contactId} contactId={contactId} onShowProfile={() => setProfileOf(contactId)} profileOpen={profileOpen} />
      )}
    </SplitAppLayout>
  )
}
