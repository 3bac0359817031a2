import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import InputBase from '@mui/material/InputBase'
import SearchIcon from '@mui/icons-material/Search'
import Close from '@mui/icons-material/Close'
import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { FileSearchItem } from '@/api/contract/search'
import { useCanOpen } from '@/auth/useCanOpen'
import { visuallyHidden } from '@/components/visuallyHidden'
import { safeUrl } from '@/lib/safeUrl'
import { filterResults, type SearchResult } from './filterResults'
import { FileDetails } from './FileDetails'
import { PaletteFooter } from './PaletteFooter'
import { searchQueries, useSearchLocale } from './searchQueries'
import { SearchResults } from './SearchResults'
import { NoResults, SearchFailed, SearchSkeleton } from './SearchStates'
import { useToggleBookmark } from './useToggleBookmark'

const resultCount = (count: number) => plural(count, { one: '# result', other: '# results' })

/**
 * The command palette: a search field driving a listbox of results. Arrows move the highlight
 * across groups (wrapping at the ends), Enter opens the highlighted result, Ctrl/Cmd+B stars a
 * page, Esc closes (the dialog handles that).
 */
export function SearchPalette({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const index = useQuery(searchQueries.index(useSearchLocale()))
  const toggleBookmark = useToggleBookmark()
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const [file, setFile] = useState<FileSearchItem | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const baseId = useId()
  const listboxId = `${baseId}-results`
  const optionId = (i: number) => `${baseId}-option-${i}`

  const canOpen = useCanOpen()
  const groups = useMemo(
    () => (index.data ? filterResults(index.data.searchArr, query, canOpen) : []),
    [index.data, query, canOpen],
  )
  const results = groups.flatMap((group) => group.results)
  // A bookmark change or a refetch can shorten the list under the highlight: keep it in range.
  const active = results.length === 0 ? -1 : Math.min(activeIndex, results.length - 1)
  const showList = !file && results.length > 0

  useEffect(() => {
    if (showList && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // optionId is derived from baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showList, active])

  const activate = (result: SearchResult) => {
    switch (result.kind) {
      case 'page': {
        onClose()
        // A page of this app: a path of this site, nothing else.
        const link = safeUrl(result.item.link, 'page')
        if (link) void navigate({ href: link })
        return
      }
      case 'file':
        setFile(result.item)
        return
      case 'contact':
        onClose()
        // Writes to the person inside the app (the palette offers contacts only to who may open email).
        void navigate({ to: '/apps/email/$folder', params: { folder: 'inbox' }, search: { compose: result.item.email } })
        return
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList || event.nativeEvent.isComposing) return
    const current = results[active]
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault() // the caret stays where it is
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActiveIndex((active + step + results.length) % results.length)
    } else if (event.key === 'Enter' && current) {
      event.preventDefault()
      activate(current)
    } else if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && current?.kind === 'page' && current.item.bookmarkable !== false) {
      event.preventDefault()
      toggleBookmark.mutate(current.item)
    }
  }

  const backToResults = () => {
    setFile(null)
    inputRef.current?.focus()
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5 }}>
        <SearchIcon sx={{ color: 'text.secondary' }} />
        <InputBase
          inputRef={inputRef}
          autoFocus
          fullWidth
          value={query}
          placeholder={t`Search pages, files and contacts`}
          onChange={(event) => {
            setQuery(event.target.value)
            setActiveIndex(0)
            setFile(null)
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': t`Search`,
            'aria-autocomplete': 'list',
            'aria-expanded': showList,
            'aria-controls': listboxId,
            'aria-activedescendant': showList && active >= 0 ? optionId(active) : undefined,
            'data-testid': 'search-input',
            enterKeyHint: 'go',
          }}
          sx={{ typography: 'body1', fontSize: '1.05rem' }}
        />
        <IconButton aria-label={t`Close search`} onClick={onClose} size="small" edge="end">
          <Close fontSize="small" />
        </IconButton>
      </Box>
      <Divider />
      {file ? (
        <FileDetails file={file} onBack={backToResults} />
      ) : index.isPending ? (
        <SearchSkeleton />
      ) : index.isError ? (
        <SearchFailed error={index.error} onRetry={() => void index.refetch()} />
      ) : results.length === 0 ? (
        <NoResults query={query.trim()} />
      ) : (
        <SearchResults
          id={listboxId}
          groups={groups}
          active={active}
          optionId={optionId}
          onHover={setActiveIndex}
          onActivate={activate}
          onToggleBookmark={(page) => toggleBookmark.mutate(page)}
        />
      )}
      {/* What the typed text found, said to screen readers: the palette is a modal dialog, so the app's
          live region behind it is hidden from them and the palette has its own. */}
      <Box role="status" sx={visuallyHidden} data-testid="search-status">
        {query.trim() && index.data && !file ? resultCount(results.length) : ''}
      </Box>
      <PaletteFooter />
    </Box>
  )
}
