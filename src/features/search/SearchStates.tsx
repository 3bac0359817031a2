import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import { Trans } from '@lingui/react/macro'
import { StateMessage } from '@/components/StateMessage'
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

export function NoResults({ query }: { query: string }) {
  return (
    <StateMessage
      kind="empty"
      size="small"
      icon={<SearchOffOutlined />}
      title={<Trans>No results for “{query}”</Trans>}
      text={<Trans>Try another word, or check the spelling.</Trans>}
      sx={{ py: 5 }}
    />
  )
}

export function SearchFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <StateMessage
      kind="error"
      size="small"
      icon={<CloudOffOutlined />}
      title={<Trans>The search could not load.</Trans>}
      text={<Trans>Check your connection, then try again.</Trans>}
      error={error}
      onRetry={onRetry}
      sx={{ py: 5 }}
    />
  )
}
