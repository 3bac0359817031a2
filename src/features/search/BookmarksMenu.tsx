import { lazy, Suspense, useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Skeleton from '@mui/material/Skeleton'
import Tooltip from '@mui/material/Tooltip'
import StarBorderRounded from '@mui/icons-material/StarBorderRounded'
import { useLingui } from '@lingui/react/macro'

// The panel holds an Autocomplete, which the navbar should not load before someone opens the menu.
const loadPanel = () => import('./BookmarksPanel')
const BookmarksPanel = lazy(() => loadPanel().then((m) => ({ default: m.BookmarksPanel })))

/** The navbar's bookmarks button: every bookmark, a way to remove each, and one to add a page. */
export function BookmarksMenu() {
  const { t } = useLingui()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const label = t`Bookmarks`
  const close = () => setAnchor(null)

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="bookmarks-menu-button"
          onClick={(event) => setAnchor(event.currentTarget)}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <StarBorderRounded />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: { mt: 1, width: 340, maxWidth: 'calc(100vw - 24px)' },
          },
        }}
      >
        <Suspense fallback={<PanelFallback />}>
          <BookmarksPanel onNavigate={close} />
        </Suspense>
      </Popover>
    </>
  )
}

function PanelFallback() {
  return (
    <Box sx={{ p: 2 }}>
      <Skeleton width="40%" />
      <Skeleton height={40} />
      <Skeleton height={40} />
    </Box>
  )
}
