import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuRounded from '@mui/icons-material/MenuRounded'
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineRounded'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { StateMessage } from '@/components/StateMessage'
import { CHAT_SEARCH_ID } from '../sidebar/ChatSidebar'

/**
 * The main pane before a chat is chosen. "Start a conversation" opens the sidebar where it is a
 * drawer (below `md`); beside it, the sidebar is there already, so it takes the focus to its search.
 */
export function NoChatOpen() {
  const { t } = useLingui()
  const sidebar = useSplitAppSidebar()
  const start = (opener: HTMLElement) => {
    if (sidebar.collapsed) sidebar.openSidebar(opener)
    else document.getElementById(CHAT_SEARCH_ID)?.focus()
  }
  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="no-chat-open">
      {sidebar.collapsed && (
        <Box sx={{ display: 'flex', alignItems: 'center', height: 64, px: 1, borderBottom: 1, borderColor: 'divider' }}>
          <IconButton aria-label={t`Open chats and contacts`} {...sidebar.buttonProps}>
            <MenuRounded />
          </IconButton>
        </Box>
      )}
      <StateMessage
        kind="empty"
        icon={<ChatBubbleOutline />}
        title={<Trans>No chat open</Trans>}
        text={<Trans>Choose a chat or a contact to write to.</Trans>}
        action={
          <Button variant="contained" onClick={(event) => start(event.currentTarget)} aria-haspopup={sidebar.collapsed ? 'dialog' : undefined}>
            <Trans>Start a conversation</Trans>
          </Button>
        }
      />
    </Box>
  )
}
