import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import ChatOutlined from '@mui/icons-material/ChatOutlined'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAbility, useSession } from '@/auth'
import { chatListOnDemand, unseenTotal, UNSEEN_POLL_MS } from '@/features/chat/unseen'
import { CountBadge } from './CountBadge'

/**
 * How many messages wait unseen in every chat, for the navbar: the chat list's own query, so opening
 * a chat, or an answer arriving while the chat app polls, changes it at once; elsewhere it is asked
 * again every little while. `allowed` is false for whoever may not read the chat (then nothing is asked).
 */
export function useChatUnseen(): { allowed: boolean; unseen: number; label: string } {
  const { t } = useLingui()
  const { userData } = useSession()
  const ability = useAbility()
  const allowed = Boolean(userData) && ability.can('read', 'Chat')
  // A failed count shows none: the way to the chat stays, and the chat says what went wrong.
  const unseen =
    useQuery({ ...chatListOnDemand(), enabled: allowed, refetchInterval: UNSEEN_POLL_MS, select: (list) => unseenTotal(list.chatsContacts) }).data ?? 0
  const label = unseen > 0 ? plural(unseen, { one: 'Chat: # unread message', other: 'Chat: # unread messages' }) : t`Chat`
  return { allowed, unseen, label }
}

/** The navbar's way to the chat, with the unseen count as its badge (from `sm` up; below, it is in the navbar's menu). */
export function ChatButton() {
  const { allowed, unseen, label } = useChatUnseen()
  if (!allowed) return null
  return (
    <CountBadge count={unseen} color="error">
      <Tooltip title={label}>
        <IconButton component={Link} to="/apps/chat" aria-label={label} data-testid="navbar-chat" data-unseen={unseen}>
          <ChatOutlined />
        </IconButton>
      </Tooltip>
    </CountBadge>
  )
}

/** The same way to the chat as an entry of the narrow navbar's menu (NavbarMoreMenu). */
export function ChatMenuItem({ onClick }: { onClick: () => void }) {
  const { allowed, unseen, label } = useChatUnseen()
  if (!allowed) return null
  return (
    <MenuItem component={Link} to="/apps/chat" onClick={onClick} data-testid="navbar-more-chat" data-unseen={unseen}>
      <ListItemIcon>
        <ChatOutlined />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  )
}
