import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import type { CartProduct } from '@/api/contract/ecommerce'
import { lineSums, toCents } from '@/api/contract/ecommerceTotals'
import { MAX_CART_QUANTITY } from '@/api/contract/ecommerceValues'
import { TintedChip } from '@/components/TintedChip'
import { visuallyHidden } from '@/components/visuallyHidden'
import { ColorTag } from '@/features/ecommerce/shared/ColorSwatch'
import { useShopFormat } from '@/features/ecommerce/shared/format'
import { QuantityStepper } from './QuantityStepper'

interface CartLineProps {
  line: CartProduct
  onQuantity: (qty: number) => void
  onRemove: () => void
  onMoveToWishlist: () => void
}

/**
 * One product in the cart: its picture, name, brand and the colour chosen, when it would arrive, the offers and its own
 * discount; how many (− and +, up to the stock); what the line comes to, as the server adds it up; and
 * the ways out of the cart (remove, or keep it for later on the wishlist).
 */
export function CartLine({ line, onQuantity, onRemove, onMoveToWishlist }: CartLineProps) {
  const { t } = useLingui()
  const { money, day } = useShopFormat()
  const { name, brand, image, slug, qty, color, stock, shippingDate, offers, discountPercentage, hasFreeShipping } = line
  const sums = lineSums({ unitPrice: toCents(line.price), qty, discountPercentage, hasFreeShipping })
  const max = Math.max(1, Math.min(MAX_CART_QUANTITY, stock))
  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '112px 1fr auto' },
        gap: { xs: 2, sm: 3 },
        p: { xs: 2, sm: 3 },
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box
        component="img"
        src={image}
        alt=""
        sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover', p: 1 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
          <Link component={RouterLink} to={`/apps/ecommerce/product-detail/${slug}`} underline="hover" color="inherit">
            <bdi>{name}</bdi>
          </Link>
        </Typography>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary', mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
          <span>
            <Trans>
              by <bdi>{brand}</bdi>
            </Trans>
          </span>
          {color && <ColorTag color={color} />}
        </Typography>
        {stock === 0 ? (
          <TintedChip color="error" label={<Trans>Out of stock</Trans>} sx={{ mb: 1 }} />
        ) : stock < qty ? (
          <TintedChip color="warning" label={plural(stock, { one: 'Only # left in stock', other: 'Only # left in stock' })} sx={{ mb: 1 }} />
        ) : (
          <TintedChip color="success" label={<Trans>In stock</Trans>} sx={{ mb: 1 }} />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 1.5, typography: 'body2', color: 'text.secondary' }}>
          {shippingDate !== '' && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LocalShippingOutlined fontSize="small" aria-hidden />
              <span>
                <Trans>
                  Delivery by <bdi>{day(shippingDate)}</bdi>
                </Trans>
                {hasFreeShipping && (
                  <>
                    {' · '}
                    <Trans>Free shipping</Trans>
                  </>
                )}
              </span>
            </Box>
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <LocalOfferOutlined fontSize="small" aria-hidden />
            <span>{plural(offers, { one: '# offer available', other: '# offers available' })}</span>
          </Box>
        </Box>
        <QuantityStepper name={name} value={qty} max={max} onChange={onQuantity} />
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          flexWrap: 'wrap',
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box sx={{ textAlign: { xs: 'start', sm: 'end' } }}>
          <Typography sx={{ fontWeight: 600, color: 'primary.main' }} data-testid="cart-line-price">
            <bdi>{money(sums.price - sums.discount)}</bdi>
          </Typography>
          {discountPercentage > 0 && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <Box component="span" sx={visuallyHidden}>
                  <Trans>Before the discount:</Trans>{' '}
                </Box>
                <s>
                  <bdi>{money(sums.price)}</bdi>
                </s>
              </Typography>
              <TintedChip color="success" label={t`${discountPercentage}% off`} />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: 1, alignItems: 'stretch' }}>
          <Button size="small" variant="outlined" color="secondary" startIcon={<CloseOutlined />} onClick={onRemove} aria-label={t`Remove ${name}`}>
            <Trans>Remove</Trans>
          </Button>
          <Button size="small" variant="outlined" startIcon={<FavoriteBorderOutlined />} onClick={onMoveToWishlist} aria-label={t`Move to wishlist: ${name}`}>
            <Trans>Move to wishlist</Trans>
          </Button>
        </Box>
      </Box>
    </Box>
  )
}
