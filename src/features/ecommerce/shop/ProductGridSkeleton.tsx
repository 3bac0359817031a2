import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import { PRODUCT_PAGE_SIZES } from '@/api/contract/ecommerceValues'
import type { ShopLayout } from '../search'

/** A page of products while it loads, in the shape the cards will have. */
export function ProductGridSkeleton({ layout, count = PRODUCT_PAGE_SIZES[0] }: { layout: ShopLayout; count?: number }) {
  const wide = layout === 'list'
  return (
    <Box
      aria-busy
      data-testid="products-loading"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: wide ? '1fr' : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} sx={{ display: 'flex', flexDirection: wide ? 'row' : 'column' }}>
          <Skeleton variant="rectangular" sx={{ width: wide ? 220 : '100%', height: 'auto', aspectRatio: '4 / 3', flexShrink: 0 }} />
          <Box sx={{ p: 2, flex: 1 }}>
            <Skeleton width="30%" />
            <Skeleton width="80%" height={28} />
            <Skeleton width="40%" />
            <Skeleton width="35%" height={32} />
            <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
          </Box>
        </Card>
      ))}
    </Box>
  )
}
