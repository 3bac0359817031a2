import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import { Trans } from '@lingui/react/macro'
import type { Product } from '@/api/contract/ecommerce'
import { toCents } from '@/api/contract/ecommerceTotals'
import { useShopFormat } from '../shared/format'
import { RouterLink } from '../shared/ProductLink'
import { ProductRating } from '../shared/ProductRating'
import { CartToggle, WishlistToggle } from '../shared/ProductToggles'
import type { ShopLayout } from '../search'

/**
 * A product of the shop: its picture, name (the link to its page), brand, rating, price, whether it ships
 * free or is out of stock, and its wishlist and cart toggles. In the grid a card; in the list a wide row
 * that also shows the description.
 */
export function ProductCard({ product, layout }: { product: Product; layout: ShopLayout }) {
  const { money } = useShopFormat()
  const wide = layout === 'list'
  const soldOut = product.stock === 0
  return (
    <Card
      component="article"
      aria-labelledby={`product-${product.id}-name`}
      data-testid="product-card"
      data-product-id={product.id}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: wide ? { xs: 'column', sm: 'row' } : 'column',
        position: 'relative',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 6 },
        // The whole card opens the product: the name's link covers it, the buttons sit above.
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          flexShrink: 0,
          width: wide ? { xs: '100%', sm: 220 } : '100%',
          aspectRatio: '4 / 3',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Box
          component="img"
          src={product.image}
          alt=""
          loading="lazy"
          width={400}
          height={300}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 2, opacity: soldOut ? 0.5 : 1 }}
        />
        {soldOut && (
          <Chip label={<Trans>Out of stock</Trans>} color="default" size="small" sx={{ position: 'absolute', top: 12, insetInlineStart: 12, fontWeight: 600 }} />
        )}
        <Box sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, zIndex: 2, bgcolor: 'background.paper', borderRadius: '50%' }}>
          <WishlistToggle product={product} />
        </Box>
      </Box>
      <Box sx={{ p: 2, flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.5 }}>
          {product.brand}
        </Typography>
        <Typography variant="subtitle1" component="h3" id={`product-${product.id}-name`} sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <RouterLink
            to="/apps/ecommerce/product-detail/$slug"
            params={{ slug: product.slug }}
            underline="none"
            sx={{
              color: 'text.primary',
              '&:hover': { color: 'primary.main' },
              '&:focus-visible': { outline: 'none' },
              // The link's box covers the card, so a click anywhere opens the product.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
            }}
          >
            {product.name}
          </RouterLink>
        </Typography>
        <ProductRating value={product.rating} />
        {wide && (
          <Typography variant="body2" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {product.description}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="product-price">
            <bdi>{money(toCents(product.price))}</bdi>
          </Typography>
          {product.hasFreeShipping && (
            <Chip
              icon={<LocalShippingOutlined />}
              label={<Trans>Free shipping</Trans>}
              size="small"
              color="success"
              variant="outlined"
              data-testid="free-shipping"
            />
          )}
        </Box>
        <Box sx={{ position: 'relative', zIndex: 2, pt: 1 }}>
          <CartToggle product={product} fullWidth={!wide} />
        </Box>
      </Box>
    </Card>
  )
}
