import Avatar from '@mui/material/Avatar'
import { alpha } from '@mui/material/styles'
import type { EmailSender } from '@/api/contract'

/** "Rena Brant" -> "RB"; an address without a name gives its first letter. */
function initials({ name, email }: EmailSender): string {
  const words = name.split(/\s+/).filter(Boolean)
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0]]
  return letters.join('').toUpperCase()
}

/** The same sender always gets the same tint, so faces in a list are told apart by colour too. */
const TINTS = ['primary', 'success', 'info', 'warning', 'error', 'secondary'] as const
function tintOf(email: string) {
  let hash = 0
  for (const char of email) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return TINTS[hash % TINTS.length]!
}

/**
 * A sender's picture. Many senders have none ('') and some paths point at images that do not exist;
 * MUI's Avatar shows its children when `src` is missing or fails to load, so both end on the initials.
 */
export function SenderAvatar({ sender, size = 38 }: { sender: EmailSender; size?: number }) {
  const tint = tintOf(sender.email)
  return (
    <Avatar
      src={sender.avatar || undefined}
      alt={sender.name}
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.38,
        fontWeight: 600,
        color: `${tint}.main`,
        bgcolor: alpha(theme.palette[tint].main, 0.16),
      })}
    >
      {initials(sender)}
    </Avatar>
  )
}
