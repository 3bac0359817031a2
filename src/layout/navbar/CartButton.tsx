import { useState, type MouseEvent } from 'react'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import MenuItem from '@mui/material/MenuItem'
import Tooltip from '@mui/material/Tooltip'
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAbility, useSession } from '@/auth'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import { CountBadge } from './CountBadge'

// The cart's contents (and the shop's queries with them) load the first time the cart is opened.
const CartDropdown = lazyOnOpen(() => import('./CartDropdown').then((m) => m.CartDropdown))

/**
 * How many products the signed-in user has in the cart, for the navbar: the count their session holds
 * (extras.eCommerceCartItemsCount), which every change of the cart writes at once and then sets to the
 * cart the back end answers (src/features/ecommerce/mutations.ts). `allowed` is false for whoever may not read the shop.
 */
export function useCartCount(): { allowed: boolean; count: number; label: string } {
  const { t } = useLingui()
  const { userData } = useSession()
  const ability = useAbility()
  const allowed = Boolean(userData) && ability.can('read', 'Ecommerce')
  const count = userData?.extras.eCommerceCartItemsCount ?? 0
  const label = count > 0 ? plural(count, { one: 'Cart: # product', other: 'Cart: # products' }) : t`Cart`
  return { allowed, count, label }
}

/** The navbar's cart: the count as its badge; a click shows what is in it, the total and the way to the checkout (from `sm` up). */
export function CartButton() {
  const { allowed, count, label } = useCartCount()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  if (!allowed) return null
  return (
    <>
      <CountBadge count={count} color="primary">
        <Tooltip title={label}>
          <IconButton
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={anchor ? 'true' : 'false'}
            data-testid="navbar-cart"
            data-count={count}
            onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
            onPointerEnter={CartDropdown.preload}
            onFocus={CartDropdown.preload}
          >
            <ShoppingCartOutlined />
          </IconButton>
        </Tooltip>
      </CountBadge>
      <CartDropdown open={Boolean(anchor)} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  )
}

/** The way to the cart as an entry of the narrow navbar's menu (NavbarMoreMenu): the checkout, which lists it. */
export function CartMenuItem({ onClick }: { onClick: () => void }) {
  const { allowed, count, label } = useCartCount()
  if (!allowed) return null
  return (
    <MenuItem component={Link} to="/apps/ecommerce/checkout" onClick={onClick} data-testid="navbar-more-cart" data-count={count}>
      <ListItemIcon>
        <Badge variant="dot" color="primary" invisible={count === 0}>
          <ShoppingCartOutlined />
        </Badge>
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  )
}
