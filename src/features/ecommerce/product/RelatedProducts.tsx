import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { Product } from '@/api/contract/ecommerce'
import { productsQuery } from '../queries'
import { ProductCard } from '../shop/ProductCard'

const RELATED = 4

/** More products of the same category (the product itself left out), as the shop's cards; nothing when there are none or they fail to load. */
export function RelatedProducts({ product }: { product: Product }) {
  // One more than shown: the product itself is among them.
  const related = useQuery({ ...productsQuery({ category: [product.category], perPage: 9 }), select: (page) => page.products.filter((each) => each.id !== product.id).slice(0, RELATED) })
  if (related.isError || (related.data && related.data.length === 0)) return null
  return (
    <Box component="section" aria-labelledby="related-products" sx={{ mt: 4 }}>
      <Typography variant="h5" component="h2" id="related-products" sx={{ mb: 2 }}>
        <Trans>Related products</Trans>
      </Typography>
      <Box
        component="ul"
        data-testid="related-products"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${RELATED}, minmax(0, 1fr))` } }}
      >
        {related.data
          ? related.data.map((each) => (
              <li key={each.id}>
                <ProductCard product={each} layout="grid" />
              </li>
            ))
          : Array.from({ length: RELATED }, (_, index) => (
              <li key={index}>
                <Skeleton variant="rounded" height={360} />
              </li>
            ))}
      </Box>
    </Box>
  )
}
