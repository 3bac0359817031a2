import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import MenuRounded from '@mui/icons-material/MenuRounded'
import { useLingui } from '@lingui/react/macro'
import type { ChatContact } from '@/api/contract/chat'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { visuallyHidden } from '@/components/visuallyHidden'
import { StatusAvatar } from '../StatusAvatar'
import { STATUS_LOOKS } from '../status'

const HEADER_SX = { display: 'flex', alignItems: 'center', gap: 1, minHeight: 64, px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' } as const

/** Below `md`, the button that opens the chats (the sidebar is a drawer there). */
function SidebarButton() {
  const { t } = useLingui()
  const sidebar = useSplitAppSidebar()
  if (!sidebar.collapsed) return null
  return (
    <IconButton aria-label={t`Open chats and contacts`} {...sidebar.buttonProps}>
      <MenuRounded />
    </IconButton>
  )
}

/** The contact of the open chat: picture, name and status; a click shows their profile. */
export function ConversationHeader({ contact, onShowProfile, profileOpen }: { contact: ChatContact; onShowProfile: () => void; profileOpen: boolean }) {
  const { t, i18n } = useLingui()
  const status = i18n._(STATUS_LOOKS[contact.status].name)
  return (
    <Box sx={HEADER_SX}>
      <SidebarButton />
      <ButtonBase
        onClick={onShowProfile}
        aria-haspopup="dialog"
        aria-expanded={profileOpen}
        data-testid="contact-button"
        sx={{ gap: 1.5, px: 1, py: 0.75, borderRadius: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'start' }}
      >
        <Box component="span" aria-hidden sx={{ display: 'flex' }}>
          <StatusAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} size={38} />
        </Box>
        <Box component="span" sx={{ minWidth: 0 }}>
          <Typography component="span" variant="body1" noWrap sx={{ display: 'block', fontWeight: 600 }} dir="auto">
            {contact.fullName}
          </Typography>
          <Typography component="span" variant="body2" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
            {status}
            <Box component="span" aria-hidden>
              {' · '}
            </Box>
            <span dir="auto">{contact.role}</span>
          </Typography>
          <Box component="span" sx={visuallyHidden}>
            {t`Show profile`}
          </Box>
        </Box>
      </ButtonBase>
    </Box>
  )
}

export function HeaderSkeleton() {
  return (
    <Box sx={HEADER_SX}>
      <SidebarButton />
      <Skeleton variant="circular" width={38} height={38} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width={160} />
        <Skeleton width={100} />
      </Box>
    </Box>
  )
}
