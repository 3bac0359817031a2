import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined'
import Favorite from '@mui/icons-material/Favorite'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import RemoveShoppingCartOutlined from '@mui/icons-material/RemoveShoppingCartOutlined'
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Product } from '@/api/contract/ecommerce'
import { useAddToCart, useAddToWishlist, useRemoveFromCart, useRemoveFromWishlist } from '../mutations'

/**
 * The wishlist's heart on a product: a toggle button, pressed while the product is on the wishlist. It
 * changes at once; the back end's answer follows (and a refusal puts it back with a toast).
 */
export function WishlistToggle({ product, size = 'medium' }: { product: Product; size?: 'small' | 'medium' }) {
  const { t } = useLingui()
  const add = useAddToWishlist()
  const remove = useRemoveFromWishlist()
  const saved = product.isInWishlist
  const { name } = product
  return (
    <Tooltip title={saved ? t`Remove from wishlist` : t`Add to wishlist`}>
      <IconButton
        size={size}
        aria-label={t`Save “${name}” to the wishlist`}
        aria-pressed={saved}
        data-testid="wishlist-toggle"
        onClick={() => (saved ? remove : add).mutate({ productId: product.id })}
        sx={{ color: saved ? 'error.main' : 'text.secondary' }}
      >
        {saved ? <Favorite fontSize="inherit" /> : <FavoriteBorder fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  )
}

/**
 * The cart button on a product: a toggle, pressed while the product is in the cart ("In cart"; pressing it
 * again takes it out). Out of stock it cannot be added, only taken out if it is in.
 */
export function CartToggle({ product, fullWidth, size = 'medium' }: { product: Product; fullWidth?: boolean; size?: 'small' | 'medium' }) {
  const { t } = useLingui()
  const add = useAddToCart()
  const remove = useRemoveFromCart()
  const inCart = product.isInCart
  const { name } = product
  const soldOut = product.stock === 0
  return (
    <Tooltip title={inCart ? t`Remove from cart` : ''}>
      <Box component="span" sx={{ display: fullWidth ? 'block' : 'inline-block' }}>
        <Button
          size={size}
          fullWidth={fullWidth}
          variant={inCart ? 'outlined' : 'contained'}
          color={inCart ? 'success' : 'primary'}
          // The visible words first, then which product: "Add to cart: Lumora Aria Wireless Headphones".
          aria-label={inCart ? t`In cart: ${name}` : soldOut ? t`Out of stock: ${name}` : t`Add to cart: ${name}`}
          aria-pressed={inCart}
          disabled={soldOut && !inCart}
          data-testid="cart-toggle"
          startIcon={inCart ? <RemoveShoppingCartOutlined /> : soldOut ? <ShoppingCartCheckout /> : <AddShoppingCartOutlined />}
          onClick={() => (inCart ? remove : add).mutate({ productId: product.id })}
        >
          {inCart ? <Trans>In cart</Trans> : soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
        </Button>
      </Box>
    </Tooltip>
  )
}
