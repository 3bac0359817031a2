import Button from '@mui/material/Button'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { StateMessage } from '@/components/StateMessage'

interface NoRowsMessageProps {
  q: string
  /** Whether a search or filter is in force: only then can clearing it bring rows back. */
  filtered: boolean
  /** What else to try, under the title. */
  hint: ReactNode
  onClear: () => void
}

/** No row matches the search or filters (and the way back to all rows), or there are none at all. */
export function NoRowsMessage({ q, filtered, hint, onClear }: NoRowsMessageProps) {
  if (!filtered) {
    return <StateMessage kind="empty" size="small" title={<Trans>No rows yet</Trans>} text={<Trans>Rows will show here once there are some.</Trans>} />
  }
  return (
    <StateMessage
      kind="empty"
      size="small"
      icon={<SearchOffOutlined />}
      title={q ? <Trans>No rows match “{q}”</Trans> : <Trans>No rows match these filters</Trans>}
      text={hint}
      action={
        <Button variant="outlined" size="small" onClick={onClear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      }
    />
  )
}

/** The page could not be loaded: says why, and retries. */
export function LoadErrorMessage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return <StateMessage kind="error" size="small" title={<Trans>The rows could not be loaded</Trans>} text={error.message} error={error} onRetry={onRetry} />
}
