import type { AuthUser } from '@/api/contract/auth'
import { InitialsAvatar } from '@/components/InitialsAvatar'

/** The user's picture, or their initials when they have none (a new registration). */
export function UserAvatar({ user, size = 40 }: { user: Pick<AuthUser, 'fullName' | 'username' | 'avatar'>; size?: number }) {
  return <InitialsAvatar name={user.fullName || user.username} src={user.avatar} size={size} />
}
