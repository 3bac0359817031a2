import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined'
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@/api/contract/ecommerce'
import { MAX_CART_QUANTITY } from '@/api/contract/ecommerceValues'
import { toCents } from '@/api/contract/ecommerceTotals'
import { useSetCartQuantity } from '../checkout/mutations'
import { useShopFormat } from '../checkout/parts/format'
import { useAddToCart } from '../mutations'
import { CATEGORY_LABELS } from '../shared/labels'
import { RouterLink } from '../shared/ProductLink'
import { ProductRating } from '../shared/ProductRating'
import { WishlistToggle } from '../shared/ProductToggles'
import { ColorChoice } from './ColorChoice'
import { ProductGallery } from './ProductGallery'

/** How many of a product one may put in the cart: 1 up to its stock, and never more than the cart's limit. */
export const quantityChoices = (stock: number): number[] => Array.from({ length: Math.min(MAX_CART_QUANTITY, stock) }, (_, index) => index + 1)

/** The product itself: pictures beside its name, brand, rating, price, shipping, stock, colours, quantity and the buttons. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t, i18n } = useLingui()
  const { money } = useShopFormat()
  const addToCart = useAddToCart()
  const setQuantity = useSetCartQuantity()
  const [color, setColor] = useState(product.colorOptions[0])
  const [qty, setQty] = useState(1)
  const choices = quantityChoices(product.stock)
  const soldOut = product.stock === 0

  const add = () =>
    addToCart.mutate(
      { productId: product.id },
      // The cart takes one at first; more is a change of its quantity, once the product is in.
      { onSuccess: () => qty > 1 && setQuantity.mutate({ productId: product.id, qty, name: product.name }) },
    )

  return (
    <Card sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }} data-testid="product-detail">
      <ProductGallery name={product.name} pictures={product.gallery.length > 0 ? product.gallery : [product.image]} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box>
          <Typography sx={{ color: 'text.secondary' }}>
            <Trans>
              by{' '}
              <RouterLink to="/apps/ecommerce/shop" search={{ brand: [product.brand] }} sx={{ color: 'primary.main' }}>
                {product.brand}
              </RouterLink>{' '}
              in{' '}
              <RouterLink to="/apps/ecommerce/shop" search={{ category: [product.category] }} sx={{ color: 'primary.main' }}>
                {i18n._(CATEGORY_LABELS[product.category])}
              </RouterLink>
            </Trans>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main' }} data-testid="product-price">
            <bdi>{money(toCents(product.price))}</bdi>
          </Typography>
          <ProductRating value={product.rating} size="medium" />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {product.hasFreeShipping && (
            <Chip icon={<LocalShippingOutlined />} label={<Trans>Free shipping</Trans>} color="success" variant="outlined" data-testid="free-shipping" />
          )}
          {soldOut ? (
            <Chip label={<Trans>Out of stock</Trans>} color="error" variant="outlined" data-testid="stock" />
          ) : (
            <Chip
              icon={<CheckCircleOutlined />}
              label={plural(product.stock, { one: 'In stock: # left', other: 'In stock: # left' })}
              color="success"
              variant="outlined"
              data-testid="stock"
            />
          )}
        </Box>
        <Typography sx={{ color: 'text.secondary' }}>{product.description}</Typography>
        <Divider />
        {color && product.colorOptions.length > 0 && <ColorChoice colors={product.colorOptions} value={color} onChange={setColor} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {!product.isInCart && !soldOut && (
            <TextField
              select
              size="small"
              label={t`Quantity`}
              value={Math.min(qty, choices.length)}
              onChange={(event) => setQty(Number(event.target.value))}
              sx={{ width: 110 }}
            >
              {choices.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {i18n.number(choice)}
                </MenuItem>
              ))}
            </TextField>
          )}
          {product.isInCart ? (
            <Button variant="contained" color="success" size="large" startIcon={<ShoppingCartCheckout />} component={Link} to="/apps/ecommerce/checkout">
              <Trans>View in cart</Trans>
            </Button>
          ) : (
            <Button variant="contained" size="large" startIcon={<AddShoppingCartOutlined />} disabled={soldOut} onClick={add}>
              {soldOut ? <Trans>Out of stock</Trans> : <Trans>Add to cart</Trans>}
            </Button>
          )}
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <WishlistToggle product={product} />
          </Box>
        </Box>
      </Box>
    </Card>
  )
}
