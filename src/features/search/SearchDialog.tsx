import { useId } from 'react'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { Trans } from '@lingui/react/macro'
import { SearchPalette } from './SearchPalette'
import { visuallyHidden } from '@/components/visuallyHidden'

/**
 * The command palette's frame: near the top of the screen (results grow downwards without the
 * box jumping), full screen on a phone. Its content unmounts on close, so each opening starts afresh.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="search-dialog"
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{ paper: { sx: phone ? undefined : { mt: '10vh', maxHeight: '75vh' } } }}
    >
      {/* The dialog's name for screen readers; the search field says the rest. */}
      <Box component="h2" id={titleId} sx={visuallyHidden}>
        <Trans>Search</Trans>
      </Box>
      <SearchPalette onClose={onClose} />
    </Dialog>
  )
}
