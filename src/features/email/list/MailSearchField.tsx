import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import InputBase from '@mui/material/InputBase'
import Close from '@mui/icons-material/Close'
import Search from '@mui/icons-material/Search'
import { useLingui } from '@lingui/react/macro'
import { useDebouncedText } from '@/components/useDebouncedText'

/** The search over the list on screen; the server searches subject, sender and text. */
export function MailSearchField({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useLingui()
  const [text, setText] = useDebouncedText(value, (q) => onChange(q.trim()))
  return (
    <InputBase
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t`Search mail`}
      fullWidth
      slotProps={{ input: { 'aria-label': t`Search mail` } }}
      startAdornment={
        <InputAdornment position="start">
          <Search sx={{ color: 'text.secondary' }} />
        </InputAdornment>
      }
      endAdornment={
        text ? (
          <InputAdornment position="end">
            <IconButton size="small" aria-label={t`Clear search`} onClick={() => setText('')}>
              <Close fontSize="small" />
            </IconButton>
          </InputAdornment>
        ) : null
      }
      // The browser's own clear button would double the one above.
      sx={{ height: '100%', '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  )
}
