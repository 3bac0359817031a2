import { useRef, useState, type FormEvent, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import InsertLinkIcon from '@mui/icons-material/InsertLink'
import { Trans, useLingui } from '@lingui/react/macro'
import { escapeHtml, normalizeLinkUrl, runCommand } from './editorCommands'
import { ToolButton } from './ToolButton'

interface LinkButtonProps {
  editorRef: RefObject<HTMLDivElement | null>
  onEdited: () => void
}

/**
 * Makes the selected text a link, or inserts one at the caret. Typing the address moves the focus
 * out of the editor, so the selection is remembered when the box opens and put back before linking.
 */
export function LinkButton({ editorRef, onEdited }: LinkButtonProps) {
  const { t } = useLingui()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [address, setAddress] = useState('')
  const [invalid, setInvalid] = useState(false)
  const savedRange = useRef<Range | null>(null)

  const open = (button: HTMLElement) => {
    const selection = document.getSelection()
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null
    savedRange.current = range && editorRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null
    setAddress('')
    setInvalid(false)
    setAnchor(button)
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const url = normalizeLinkUrl(address)
    if (!url) return setInvalid(true)
    setAnchor(null)
    const editor = editorRef.current
    if (!editor) return
    editor.focus()
    const range = savedRange.current
    if (range) {
      const selection = document.getSelection()
      selection?.removeAllRanges()
      selection?.addRange(range)
    }
    if (range && !range.collapsed) runCommand('createLink', url)
    else runCommand('insertHTML', `<a href="${escapeHtml(url)}">${escapeHtml(address.trim())}</a>&nbsp;`)
    onEdited()
  }

  return (
    <>
      <ToolButton label={t`Link`} onClick={open}>
        <InsertLinkIcon fontSize="small" />
      </ToolButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box component="form" onSubmit={apply} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1.5 }}>
          <TextField
            size="small"
            autoFocus
            label={t`Link address`}
            placeholder="https://"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value)
              setInvalid(false)
            }}
            error={invalid}
            helperText={invalid ? t`Enter a web or email address` : undefined}
          />
          <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
            <Trans>Apply</Trans>
          </Button>
        </Box>
      </Popover>
    </>
  )
}
