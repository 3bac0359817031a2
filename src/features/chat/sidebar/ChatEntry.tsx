import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { createLink } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ChatStatus } from '@/api/contract/chatValues'
import { visuallyHidden } from '@/components/visuallyHidden'
import { StatusAvatar } from '../StatusAvatar'
import { STATUS_LOOKS } from '../status'

interface EntryProps extends Omit<ListItemButtonProps, 'children'> {
  fullName: string
  avatar: string
  status: ChatStatus
  /** Under the name: the last message, or what the contact does. */
  line: string
  /** At the end of the name's line: the last message's time. */
  time?: ReactNode
  /** Under the time: the unseen count. */
  badge?: ReactNode
}

/**
 * A chat or a contact in the sidebar: picture with status, name, a line of text, and for a chat its
 * time and unseen count. The open chat is marked for sight (a tint) and for screen readers (aria-current).
 */
function Entry({ fullName, avatar, status, line, time, badge, selected, ...props }: EntryProps) {
  const { i18n } = useLingui()
  return (
    <ListItemButton
      aria-current={selected ? 'page' : undefined}
      selected={selected}
      {...props}
      sx={(theme) => ({
        gap: 1.5,
        mx: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        alignItems: 'center',
        '&.Mui-selected, &.Mui-selected:hover': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
          '& .chat-entry-secondary': { color: 'inherit' },
          // Initials on a soft tint would sit on the primary fill: the picture keeps the paper under it.
          '& .MuiAvatar-root': { bgcolor: 'background.paper' },
        },
      })}
    >
      {/* The picture says nothing the name does not; its status is said in words below. */}
      <Box aria-hidden sx={{ display: 'flex' }}>
        <StatusAvatar name={fullName} avatar={avatar} status={status} size={38} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span" variant="body1" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }} dir="auto">
            {fullName}
          </Typography>
          {time && (
            <Typography component="span" variant="caption" className="chat-entry-secondary" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              {time}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={visuallyHidden}>
            {i18n._(STATUS_LOOKS[status].name)}.
          </Box>
          <Typography component="span" variant="body2" noWrap className="chat-entry-secondary" sx={{ flex: 1, minWidth: 0, color: 'text.secondary' }} dir="auto">
            {line}
          </Typography>
          {badge}
        </Box>
      </Box>
    </ListItemButton>
  )
}

/** An entry that navigates like a router link (type-checked path, preloading, real href). */
export const ChatEntry = createLink(Entry)
