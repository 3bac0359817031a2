import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import Refresh from '@mui/icons-material/Refresh'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

function Message({ icon, color, title, text, action }: { icon: ReactNode; color: 'error' | 'primary'; title: ReactNode; text: ReactNode; action: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 420, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <Box
        sx={(theme) => ({
          width: 48,
          height: 48,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: `${color}.main`,
          bgcolor: alpha(theme.palette[color].main, 0.14),
        })}
      >
        {icon}
      </Box>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {text}
      </Typography>
      <Box sx={{ mt: 1 }}>{action}</Box>
    </Box>
  )
}

/** No row matches the search or filter; offers the way back to all rows. */
export function EmptyMessage({ q, onClear }: { q: string; onClear: () => void }) {
  return (
    <Message
      icon={<SearchOffOutlined />}
      color="primary"
      title={q ? <Trans>No rows match “{q}”</Trans> : <Trans>No rows match these filters</Trans>}
      text={<Trans>Try another name, title, email, age, salary or date.</Trans>}
      action={
        <Button variant="outlined" size="small" onClick={onClear}>
          <Trans>Clear search and filters</Trans>
        </Button>
      }
    />
  )
}

/** The page could not be loaded; says why and retries. */
export function ErrorMessage({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Message
      icon={<ErrorOutlineOutlined />}
      color="error"
      title={<Trans>The rows could not be loaded</Trans>}
      text={error.message}
      action={
        <Button variant="contained" size="small" startIcon={<Refresh />} onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      }
    />
  )
}
