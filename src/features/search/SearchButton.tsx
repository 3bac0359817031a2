import { useCallback, useState } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Tooltip from '@mui/material/Tooltip'
import SearchIcon from '@mui/icons-material/Search'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import { isApplePlatform, useSearchShortcut } from './searchShortcut'
import { searchQueries, useSearchLocale } from './searchQueries'

// The palette is opened now and then: its code and the search index load on first use (or when the
// pointer nears the button), so the shell's first load carries only this button and the shortcut listener.
const SearchDialog = lazyOnOpen(() => import('./SearchDialog').then((m) => m.SearchDialog))

/** The navbar's search: a button (with its shortcut hint on wide screens) and Ctrl/Cmd+K or `/`. */
export function SearchButton() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const locale = useSearchLocale()
  const [open, setOpen] = useState(false)

  const openSearch = useCallback(() => setOpen(true), [])
  useSearchShortcut(openSearch)

  const preload = useCallback(() => {
    SearchDialog.preload()
    void queryClient.prefetchQuery(searchQueries.index(locale))
  }, [queryClient, locale])
  const label = t`Search`
  const shortcut = isApplePlatform ? '⌘K' : 'Ctrl K'

  return (
    <>
      <Tooltip title={`${label} (${shortcut})`}>
        <ButtonBase
          // The name holds all the button shows (word and key cap), as speech input users say it.
          aria-label={`${label} ${shortcut}`}
          aria-haspopup="dialog"
          aria-keyshortcuts={isApplePlatform ? 'Meta+K /' : 'Control+K /'}
          data-testid="search-button"
          onClick={openSearch}
          onPointerEnter={preload}
          onFocus={preload}
          sx={{
            height: 40,
            minWidth: 40,
            px: { xs: 1, md: 1.5 },
            gap: 1,
            borderRadius: 20,
            color: 'text.secondary',
            typography: 'body2',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { bgcolor: 'action.focus' },
          }}
        >
          <SearchIcon />
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            <Trans>Search</Trans>
          </Box>
          {/* A space, so the text reads "Search Ctrl K" as the name says (the flex gap makes the room). */}{' '}
          <Box
            component="kbd"
            sx={{
              display: { xs: 'none', md: 'inline-block' },
              px: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'inherit',
              fontSize: '0.75rem',
              lineHeight: '20px',
            }}
          >
            {shortcut}
          </Box>
        </ButtonBase>
      </Tooltip>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
