import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Product } from '@/api/contract/ecommerce'
import { toCents } from '@/api/contract/ecommerceTotals'
import { useShopFormat } from '../shared/format'
import { useAddToCart, useRemoveFromWishlist } from '../mutations'
import { RouterLink } from '../shared/ProductLink'
import { ProductRating } from '../shared/ProductRating'

/**
 * A saved product: its picture, name, brand, rating and price, with "Move to cart" (into the cart, then off
 * the wishlist, once the cart has it) and "Remove" (off the wishlist at once).
 */
export function WishlistCard({ product }: { product: Product }) {
  const { t } = useLingui()
  const { money } = useShopFormat()
  const addToCart = useAddToCart()
  const remove = useRemoveFromWishlist()
  const soldOut = product.stock === 0
  const moving = addToCart.isPending
  // Off the wishlist only once the cart has it: a refused move (out of stock meanwhile) keeps it saved.
  const move = () => addToCart.mutate({ productId: product.id }, { onSuccess: () => remove.mutate({ productId: product.id }) })
  const { name } = product

  return (
    <Card component="article" aria-labelledby={`saved-${product.id}`} data-testid="wishlist-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
        <Box component="img" src={product.image} alt="" loading="lazy" width={400} height={300} sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 2, opacity: soldOut ? 0.5 : 1 }} />
      </Box>
      <Box sx={{ p: 2, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {product.brand}
        </Typography>
        <Typography variant="subtitle1" component="h2" id={`saved-${product.id}`} sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <RouterLink to="/apps/ecommerce/product-detail/$slug" params={{ slug: product.slug }} sx={{ color: 'text.primary' }}>
            {product.name}
          </RouterLink>
        </Typography>
        <ProductRating value={product.rating} />
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            <bdi>{money(toCents(product.price))}</bdi>
          </Typography>
          {product.hasFreeShipping && <Chip icon={<LocalShippingOutlined />} label={<Trans>Free shipping</Trans>} size="small" color="success" variant="outlined" />}
          {soldOut && <Chip label={<Trans>Out of stock</Trans>} size="small" />}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 2, pt: 0 }}>
        <Button
          variant="contained"
          aria-label={t`Move to cart: ${name}`}
          startIcon={<AddShoppingCartOutlined />}
          disabled={(soldOut && !product.isInCart) || moving} onClick={move} sx={{ flex: 1 }}>
          <Trans>Move to cart</Trans>
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          aria-label={t`Remove “${name}” from the wishlist`}
          startIcon={<DeleteOutlined />}
          onClick={() => remove.mutate({ productId: product.id })}>
          <Trans>Remove</Trans>
        </Button>
      </Box>
    </Card>
  )
}
