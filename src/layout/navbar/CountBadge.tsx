import type { ReactElement } from 'react'
import Badge from '@mui/material/Badge'

/**
 * A navbar button's count (unread messages, products in the cart), drawn at its icon's corner. It
 * wraps the button rather than sitting inside it: a count inside is text of the button, which axe
 * holds against the button's name, and while the badge fades out it still shows the last count when
 * the name already says there is none (label-content-name-mismatch). The name says the count; the
 * badge is not read, nor as "99+".
 */
export function CountBadge({ count, color, children }: { count: number; color: 'primary' | 'error'; children: ReactElement }) {
  return (
    <Badge
      badgeContent={count}
      color={color}
      max={99}
      overlap="circular"
      slotProps={{ badge: { 'aria-hidden': true } }}
      // At the icon's corner as when it was inside the button (its 8 px padding plus 14 % of the 24 px
      // icon), and never in the way of a click on the button.
      sx={{ '& .MuiBadge-badge': { top: 11, right: 11, pointerEvents: 'none' } }}
    >
      {children}
    </Badge>
  )
}
