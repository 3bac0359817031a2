import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import { useLingui } from '@lingui/react/macro'
import { pageGridSx } from './layout'

/** The reference's shape while the document loads: the tag list, the search, a few operations. */
export function ApiDocsSkeleton() {
  const { t } = useLingui()
  return (
    <Box role="status" aria-busy="true" aria-label={t`Loading the API reference`} data-testid="api-docs-loading" sx={pageGridSx}>
      <Card sx={{ p: 1.5, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, flexWrap: 'wrap', gap: 1 }}>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} variant="rounded" height={28} sx={{ width: { xs: 96, md: '100%' } }} />
        ))}
      </Card>
      <Card sx={{ p: 2.5, display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={40} />
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Skeleton variant="rounded" width={64} height={24} />
            <Skeleton sx={{ flex: 1, maxWidth: 360 }} />
          </Box>
        ))}
      </Card>
    </Box>
  )
}
