import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'

/** The FAQ's shape while it first loads: the tabs' column and a few questions beside it. */
export function FaqSkeleton() {
  return (
    <Box aria-busy data-testid="faq-skeleton" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3 }}>
      <Box sx={{ width: { xs: '100%', md: 250 }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 1 }}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} variant="rounded" height={44} sx={{ flex: { xs: 1, md: 'none' } }} />
        ))}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="rounded" height={56} sx={{ mb: 2, maxWidth: 360 }} />
        {[1, 2, 3, 4, 5].map((n) => (
          <Skeleton key={n} variant="rounded" height={56} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    </Box>
  )
}
