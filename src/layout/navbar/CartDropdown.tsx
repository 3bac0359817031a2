import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CartProduct } from '@/api/contract/ecommerce'
import { toCents } from '@/api/contract/ecommerceTotals'
import { StateMessage } from '@/components/StateMessage'
import { cartPriceQuery } from '@/features/ecommerce/checkout/queries'
import { useShopFormat } from '@/features/ecommerce/shared/format'
import { useRemoveFromCart } from '@/features/ecommerce/mutations'
import { cartQuery } from '@/features/ecommerce/queries'
import { ColorTag } from '@/features/ecommerce/shared/ColorSwatch'
import { RouterLink } from '@/features/ecommerce/shared/ProductLink'
import { loadMessages } from '@/i18n/i18n'

interface CartDropdownProps {
  open: boolean
  anchor: HTMLElement | null
  onClose: () => void
}

/**
 * What is in the cart, under the navbar's cart button: each product with its picture, name, quantity, the
 * colour chosen and price, a button to take it out, the total the back end adds up, and the way to the checkout.
 */
export function CartDropdown({ open, anchor, onClose }: CartDropdownProps) {
  const { t } = useLingui()
  // A refused removal says so in the shop's words, on any page.
  useEffect(() => void loadMessages('ecommerce'), [])
  const cart = useQuery({ ...cartQuery(), enabled: open })
  const price = useQuery({ ...cartPriceQuery(''), enabled: open && (cart.data?.length ?? 0) > 0 })
  const { money } = useShopFormat()
  const lines = cart.data ?? []
  const listRef = useRef<HTMLUListElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  // The focus leaves a line before it goes: to the next line's remove button, else the previous one's, else Close.
  const moveFocusFrom = (index: number) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove]') ?? [])]
    ;(buttons[index + 1] ?? buttons[index - 1] ?? closeRef.current)?.focus()
  }

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'navbar-cart-title', sx: { width: 380, maxWidth: 'calc(100vw - 16px)', mt: 1 } } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2" id="navbar-cart-title" sx={{ flex: 1 }}>
          <Trans>My cart</Trans>
        </Typography>
        {cart.data && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {plural(lines.length, { one: '# product', other: '# products' })}
          </Typography>
        )}
        <IconButton ref={closeRef} size="small" aria-label={t`Close the cart`} onClick={onClose}>
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      {cart.isPending ? (
        <Box aria-busy sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={56} />
          ))}
        </Box>
      ) : cart.isError ? (
        <StateMessage
          kind="error"
          size="small"
          title={<Trans>The cart could not be loaded</Trans>}
          text={<Trans>Check your connection, then try again.</Trans>}
          error={cart.error}
          onRetry={() => void cart.refetch()}
        />
      ) : lines.length === 0 ? (
        <StateMessage
          kind="empty"
          size="small"
          title={<Trans>Your cart is empty</Trans>}
          text={<Trans>What you add from the shop shows here.</Trans>}
          action={
            <Button variant="outlined" size="small" component={Link} to="/apps/ecommerce/shop" onClick={onClose}>
              <Trans>Go to the shop</Trans>
            </Button>
          }
        />
      ) : (
        <>
          <Box ref={listRef} component="ul" aria-label={t`Products in the cart`} data-testid="navbar-cart-lines" sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}>
            {lines.map((line, index) => (
              <CartLine key={line.id} line={line} money={money} onNavigate={onClose} onRemove={() => moveFocusFrom(index)} />
            ))}
          </Box>
          <Divider />
          <Box sx={{ px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography sx={{ fontWeight: 600 }}>
                <Trans>Total</Trans>
              </Typography>
              {price.data ? (
                <Typography sx={{ fontWeight: 700, opacity: price.isFetching ? 0.6 : 1 }} data-testid="navbar-cart-total">
                  <bdi>{money(price.data.total)}</bdi>
                </Typography>
              ) : (
                <Skeleton width={80} />
              )}
            </Box>
            <Button variant="contained" fullWidth startIcon={<ShoppingCartCheckout />} component={Link} to="/apps/ecommerce/checkout" onClick={onClose}>
              <Trans>Checkout</Trans>
            </Button>
          </Box>
        </>
      )}
    </Popover>
  )
}

interface CartLineProps {
  line: CartProduct
  money: (cents: number) => string
  onNavigate: () => void
  /** Called before the line is taken out, so the focus can move on. */
  onRemove: () => void
}

function CartLine({ line, money, onNavigate, onRemove }: CartLineProps) {
  const { t } = useLingui()
  const remove = useRemoveFromCart()
  const { name } = line
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box component="img" src={line.image} alt="" width={48} height={36} sx={{ width: 48, height: 36, objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1, flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RouterLink
          to="/apps/ecommerce/product-detail/$slug"
          params={{ slug: line.slug }}
          onClick={onNavigate}
          variant="body2"
          sx={{ display: 'block', fontWeight: 600, color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {name}
        </RouterLink>
        <Typography variant="caption" component="div" sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
          <span>{plural(line.qty, { one: 'Qty: #', other: 'Qty: #' })}</span>
          {line.color && <ColorTag color={line.color} />}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>{money(toCents(line.price) * line.qty)}</bdi>
      </Typography>
      <IconButton
        size="small"
        data-remove
        aria-label={t`Remove “${name}” from the cart`}
        onClick={() => {
          onRemove()
          remove.mutate({ productId: line.id })
        }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  )
}
