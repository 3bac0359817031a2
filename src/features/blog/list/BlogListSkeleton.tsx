import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'

/** A page of posts while it loads, in the shape the cards will have. */
export function BlogListSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy data-testid="blog-loading" sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index}>
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1' }} />
          <Box sx={{ p: 2.5 }}>
            <Skeleton width="85%" height={30} />
            <Skeleton width="50%" />
            <Skeleton variant="rounded" width={120} height={24} sx={{ my: 1 }} />
            <Skeleton />
            <Skeleton width="70%" />
          </Box>
        </Card>
      ))}
    </Box>
  )
}
