import Avatar from '@mui/material/Avatar'
import { alpha } from '@mui/material/styles'
import { safeUrl } from '@/lib/safeUrl'
import { SOFT_TINT } from '@/theme/createAppTheme'

export type Tint = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error'

/** "Rena Brant" -> "RB", "cher" -> "C". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

const TINTS: readonly Tint[] = ['primary', 'success', 'info', 'warning', 'error', 'secondary']

/** The same key (an email address, a username) always gets the same tint, so faces in a list differ by colour too. */
export function tintFor(key: string): Tint {
  let hash = 0
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return TINTS[hash % TINTS.length]!
}

/**
 * A person's picture. Many people in the demo data have none ('' or null) and some paths point at
 * images that do not exist; MUI's Avatar shows its children when `src` is missing or fails to load,
 * so both cases end on the initials, on a soft tint of `tint`. A picture URL the app's URL rule
 * refuses (`javascript:`, `data:text/html`, another site's `//` path...) is not loaded: initials too.
 */
export function InitialsAvatar({
  name,
  src,
  tint = 'primary',
  size = 38,
}: {
  name: string
  src?: string | null
  tint?: Tint
  size?: number
}) {
  return (
    <Avatar
      src={safeUrl(src, 'image')}
      alt={name}
      sx={(theme) => ({
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        color: `${tint}.main`,
        bgcolor: alpha(theme.palette[tint].main, SOFT_TINT),
      })}
    >
      {initialsOf(name)}
    </Avatar>
  )
}
