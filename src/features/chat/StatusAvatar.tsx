import Badge from '@mui/material/Badge'
import type { ChatStatus } from '@/api/contract/chatValues'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { STATUS_LOOKS } from './status'

interface StatusAvatarProps {
  name: string
  avatar: string
  /** Shown as a dot on the picture's lower end corner; none when left out. */
  status?: ChatStatus
  size?: number
}

/**
 * A person's picture (initials when there is none) with their status as a coloured dot. The dot is
 * decoration: the status is said in words wherever it matters (a name's button, the profile).
 */
export function StatusAvatar({ name, avatar, status, size = 38 }: StatusAvatarProps) {
  const picture = <InitialsAvatar name={name} src={avatar || null} tint={tintFor(name)} size={size} />
  if (!status) return picture
  const dot = Math.max(8, Math.round(size / 4))
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      data-status={status}
      sx={{
        flexShrink: 0,
        '& .MuiBadge-badge': {
          width: dot,
          height: dot,
          minWidth: dot,
          borderRadius: '50%',
          bgcolor: `${STATUS_LOOKS[status].color}.main`,
          // A ring of the surface's colour parts the dot from the picture.
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        },
      }}
    >
      {picture}
    </Badge>
  )
}
