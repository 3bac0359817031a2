import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { ProfileColumns } from './ProfileColumns'

function CardSkeleton({ lines = 3, media = false }: { lines?: number; media?: boolean }) {
  return (
    <Card>
      <CardContent>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem', mb: 1 }} />
        {media && <Skeleton variant="rounded" height={180} sx={{ mb: 1 }} />}
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} variant="text" width={`${90 - index * 12}%`} />
        ))}
      </CardContent>
    </Card>
  )
}

/** The page's shape while its data is on the way. */
export function ProfileSkeleton() {
  const { t } = useLingui()
  return (
    <Box role="status" aria-busy aria-label={t`Loading the profile`} data-testid="profile-skeleton">
      <Card sx={{ mb: 3 }}>
        <Skeleton variant="rectangular" sx={{ height: { xs: 140, sm: 200, md: 240 } }} />
        <Box sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Skeleton variant="circular" width={96} height={96} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="30%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="text" width="20%" />
          </Box>
        </Box>
      </Card>
      <ProfileColumns
        start={[<CardSkeleton key="about" lines={5} />, <CardSkeleton key="pages" lines={4} />]}
        centre={[<CardSkeleton key="post" media />, <CardSkeleton key="post2" />]}
        end={[<CardSkeleton key="photos" media />, <CardSkeleton key="poll" lines={5} />]}
      />
    </Box>
  )
}
