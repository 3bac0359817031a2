import Avatar from '@mui/material/Avatar'
import type { AuthUser } from '@/api/contract'

/** The user's picture, or their initials when they have none (a new registration). */
export function UserAvatar({ user, size = 40 }: { user: Pick<AuthUser, 'fullName' | 'username' | 'avatar'>; size?: number }) {
  const name = user.fullName || user.username
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  return (
    <Avatar src={user.avatar ?? undefined} alt={name} sx={{ width: size, height: size, bgcolor: 'primary.main', fontSize: size * 0.4 }}>
      {initials}
    </Avatar>
  )
}
