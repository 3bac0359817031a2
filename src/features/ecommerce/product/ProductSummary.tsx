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
import PaletteOutlined from '@mui/icons-material/PaletteOutlined'
import ShoppingCartCheckout from '@mui/icons-material/ShoppingCartCheckout'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@/api/contract/ecommerce'
import { MAX_CART_QUANTITY, type ProductColor } from '@/api/contract/ecommerceValues'
import { toCents } from '@/api/contract/ecommerceTotals'
import { showToast } from '@/components/toast'
import { useSetCartQuantity } from '../checkout/mutations'
import { useShopFormat } from '../shared/format'
import { useAddToCart } from '../mutations'
import { cartQuery } from '../queries'
import { CATEGORY_LABELS, COLOR_LABELS } from '../shared/labels'
import { RouterLink } from '../shared/ProductLink'
import { ProductRating } from '../shared/ProductRating'
import { WishlistToggle } from '../shared/ProductToggles'
import { ColorChoice } from './ColorChoice'
import { ProductGallery } from './ProductGallery'

/** How many of a product one may put in the cart: 1 up to its stock, and never more than the cart's limit. */
export const quantityChoices = (stock: number): number[] => Array.from({ length: Math.min(MAX_CART_QUANTITY, stock) }, (_, index) => index + 1)

/**
 * The product itself: pictures beside its name, brand, rating, price, shipping, stock, colours, quantity and the buttons.
 * The colour picked goes into the cart with the product; once it is there, picking another offers to change its line's.
 */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t, i18n } = useLingui()
  const { money } = useShopFormat()
  const addToCart = useAddToCart()
  const setQuantity = useSetCartQuantity()
  // In the cart already: its line's colour is the one shown, until another is picked.
  const cartColor = useQuery({ ...cartQuery(), enabled: product.isInCart, select: (cart) => cart.find((line) => line.id === product.id)?.color }).data
  const [picked, setPicked] = useState<ProductColor>()
  const color = picked ?? (product.isInCart ? cartColor : undefined) ?? product.colorOptions[0]
  const [qty, setQty] = useState(1)
  const choices = quantityChoices(product.stock)
  const soldOut = product.stock === 0
  const colorName = color && i18n._(COLOR_LABELS[color])
  const name = product.name
  // Another colour than the cart's line has: the cart takes it only when asked.
  const recolor = product.isInCart && color !== undefined && cartColor !== color

  const add = () =>
    addToCart.mutate(
      { productId: product.id, color },
      // The cart takes one at first; more is a change of its quantity, once the product is in.
      { onSuccess: () => qty > 1 && setQuantity.mutate({ productId: product.id, qty, name: product.name }) },
    )
  const changeColor = () =>
    addToCart.mutate({ productId: product.id, color }, { onSuccess: () => showToast(t`“${name}” is now ${colorName} in your cart`, { variant: 'success' }) })

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
        {color && product.colorOptions.length > 0 && <ColorChoice colors={product.colorOptions} value={color} onChange={setPicked} />}
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
            <>
              <Button variant="contained" color="success" size="large" startIcon={<ShoppingCartCheckout />} component={Link} to="/apps/ecommerce/checkout">
                <Trans>View in cart</Trans>
              </Button>
              {recolor && (
                <Button variant="outlined" size="large" startIcon={<PaletteOutlined />} onClick={changeColor}>
                  <Trans>Change to {colorName} in the cart</Trans>
                </Button>
              )}
            </>
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
