import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { PlanGrid } from './PlanGrid'

function PlanSkeleton() {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3, display: 'grid', justifyItems: 'center', gap: 1 }}>
        <Skeleton variant="circular" width={88} height={88} sx={{ mt: 4 }} />
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="70%" />
        <Skeleton variant="text" width="35%" sx={{ fontSize: '2.75rem' }} />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="text" width={`${85 - index * 8}%`} sx={{ justifySelf: 'start' }} />
        ))}
        <Skeleton variant="rounded" height={36} width="100%" sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  )
}

/** The plans' shape while the page's data is on the way (the heading and the switch show already). */
export function PricingSkeleton() {
  const { t } = useLingui()
  return (
    <Box role="status" aria-busy aria-label={t`Loading the plans`} data-testid="pricing-skeleton">
      <PlanGrid>
        <PlanSkeleton />
        <PlanSkeleton />
        <PlanSkeleton />
      </PlanGrid>
    </Box>
  )
}
