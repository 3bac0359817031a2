import { useRef } from 'react'
import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { CartProduct } from '@/api/contract/ecommerce'
import { announce } from '@/components/announce'
import { TitledCard } from '@/components/TitledCard'
import { showToast } from '@/components/toast'
import { useAddToWishlist, useRemoveFromCart } from '@/features/ecommerce/mutations'
import { useSetCartQuantity } from '../mutations'
import { CartLine } from './CartLine'

/**
 * The first step: every product in the cart, each with its quantity and the ways out of the cart.
 * Changes show at once (the back end's answer corrects them); the price card beside follows the back end.
 * When a line goes, the focus goes to the cart's heading rather than being lost with the line.
 */
export function CartStep({ cart }: { cart: readonly CartProduct[] }) {
  const { t } = useLingui()
  const heading = useRef<HTMLDivElement>(null)
  const quantity = useSetCartQuantity()
  const removeFromCart = useRemoveFromCart()
  const addToWishlist = useAddToWishlist()
  const items = cart.reduce((sum, line) => sum + line.qty, 0)

  const leave = (line: CartProduct, said: () => void) => {
    removeFromCart.mutate({ productId: line.id }, { onSuccess: said })
    heading.current?.querySelector<HTMLElement>('[data-cart-heading]')?.focus()
  }

  return (
    <Box ref={heading}>
      <TitledCard
        title={
          <span data-cart-heading tabIndex={-1}>
            {t`Shopping cart`}
          </span>
        }
        subheader={plural(items, { one: '# item', other: '# items' })}
        data-testid="cart-step"
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cart.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              onQuantity={(qty) => quantity.mutate({ productId: line.id, qty, name: line.name })}
              onRemove={() => leave(line, () => announce(t`“${line.name}” was removed from the cart`))}
              onMoveToWishlist={() => {
                if (!line.isInWishlist) addToWishlist.mutate({ productId: line.id })
                leave(line, () => showToast(t`“${line.name}” was moved to the wishlist`, { variant: 'success' }))
              }}
            />
          ))}
        </Box>
      </TitledCard>
    </Box>
  )
}
