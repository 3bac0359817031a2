import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import Close from '@mui/icons-material/Close'
import Search from '@mui/icons-material/Search'
import { useLingui } from '@lingui/react/macro'
import { useDebouncedText } from '@/components/useDebouncedText'

/** The table's search box: sends its text 300 ms after the last keystroke, so a word is one request, not one per letter. */
export function SearchField({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useDebouncedText(value, onChange)
  return (
    <TextField
      size="small"
      type="search"
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      placeholder={t`Search name, post, email…`}
      // The browser's own clear button would double the one below.
      sx={{ width: { xs: '100%', sm: 300 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-label': t`Search rows` },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: draft ? (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t`Clear search`} onClick={() => setDraft('')}>
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  )
}
