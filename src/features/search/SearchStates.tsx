import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import { Trans } from '@lingui/react/macro'
import { visuallyHidden } from '@/components/visuallyHidden'

/** Rows shaped like results while the index loads, so the palette does not jump when they arrive. */
export function SearchSkeleton() {
  return (
    <Box aria-busy="true" data-testid="search-loading" sx={{ px: 2.5, pb: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        <Trans>Loading results…</Trans>
      </Box>
      {[0, 1].map((group) => (
        <Box key={group} sx={{ pt: 1.5 }}>
          <Skeleton width={72} height={18} />
          {[0, 1, 2].map((row) => (
            <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
              <Skeleton variant="rounded" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="45%" />
                <Skeleton width="25%" height={16} />
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  )
}

function Message({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box role="status" sx={{ px: 3, py: 5, textAlign: 'center', color: 'text.secondary' }}>
      <Box sx={{ mb: 1, '& svg': { fontSize: 40, color: 'text.disabled' } }}>{icon}</Box>
      {children}
    </Box>
  )
}

export function NoResults({ query }: { query: string }) {
  return (
    <Message icon={<SearchOffOutlined />}>
      <Typography sx={{ color: 'text.primary', fontWeight: 500, wordBreak: 'break-word' }}>
        <Trans>No results for “{query}”</Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>Try another word, or check the spelling.</Trans>
      </Typography>
    </Message>
  )
}

export function SearchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Message icon={<CloudOffOutlined />}>
      <Typography sx={{ color: 'text.primary', fontWeight: 500 }}>
        <Trans>The search could not load.</Trans>
      </Typography>
      <Button onClick={onRetry} sx={{ mt: 1 }}>
        <Trans>Try again</Trans>
      </Button>
    </Message>
  )
}
