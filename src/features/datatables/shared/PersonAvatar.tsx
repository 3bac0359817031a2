import Avatar from '@mui/material/Avatar'
import { alpha } from '@mui/material/styles'
import { statusInfo } from './status'

/** "Korrie O'Crevy" -> "KO". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
}

/**
 * A row's picture. Many rows have none ('') and some paths point at images that do not exist; MUI's
 * Avatar shows its children when `src` is missing or fails to load (its own onError), so both cases
 * end on the initials. The tint follows the row's status, so faces in a list are told apart by colour too.
 */
export function PersonAvatar({ name, src, status, size = 34 }: { name: string; src: string; status: number; size?: number }) {
  const color = statusInfo(status).color
  return (
    <Avatar
      src={src || undefined}
      alt={name}
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        color: `${color}.main`,
        bgcolor: alpha(theme.palette[color].main, 0.16),
      })}
    >
      {initials(name)}
    </Avatar>
  )
}
