import { useRef, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Popover from '@mui/material/Popover'
import TextField from '@mui/material/TextField'
import { useTheme } from '@mui/material/styles'
import InsertLinkIcon from '@mui/icons-material/InsertLink'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Editor } from '@tiptap/react'
import { normalizeLinkUrl } from './linkUrl'
import { ToolButton } from './ToolButton'

interface LinkButtonProps {
  editor: Editor
  /** Whether the caret stands in a link. */
  pressed: boolean
  disabled: boolean
  tabIndex: number
}

/**
 * Makes the selected text a link, changes or removes the link at the caret, or inserts one there.
 * The editor keeps its selection while the address is typed in the box.
 */
export function LinkButton({ editor, pressed, disabled, tabIndex }: LinkButtonProps) {
  const { t } = useLingui()
  const rtl = useTheme().direction === 'rtl'
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [address, setAddress] = useState('')
  const [invalid, setInvalid] = useState(false)
  // Whether the box edits a link at the caret (then it offers to remove it) rather than making one.
  const [editing, setEditing] = useState(false)
  // After an edit the user goes on writing: the caret goes back to the text once the box has closed
  // (closing first puts the focus back on this button).
  const backToText = useRef(false)

  const open = (button: HTMLElement) => {
    setAddress((editor.getAttributes('link').href as string | undefined) ?? '')
    setInvalid(false)
    setEditing(pressed)
    backToText.current = false
    setAnchor(button)
  }

  const close = (edited: boolean) => {
    backToText.current = edited
    setAnchor(null)
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const href = normalizeLinkUrl(address)
    if (!href) return setInvalid(true)
    if (editor.state.selection.empty && !editing) {
      // Nothing to make a link of: the address becomes the text, and typing after it is plain text again.
      const text = { type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: { href } }] }
      editor.chain().insertContent(text).unsetMark('link').run()
    } else {
      editor.chain().extendMarkRange('link').setLink({ href }).run()
    }
    close(true)
  }

  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run()
    close(true)
  }

  const side = rtl ? 'right' : 'left'
  return (
    <>
      <ToolButton label={t`Link`} pressed={pressed} disabled={disabled} tabIndex={tabIndex} onClick={open}>
        <InsertLinkIcon fontSize="small" />
      </ToolButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => close(false)}
        anchorOrigin={{ vertical: 'top', horizontal: side }}
        transformOrigin={{ vertical: 'bottom', horizontal: side }}
        slotProps={{
          transition: {
            onExited: () => {
              if (backToText.current) editor.commands.focus()
            },
          },
        }}
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
          {editing && (
            <Button color="inherit" onClick={remove} sx={{ mt: 0.25 }}>
              <Trans>Remove link</Trans>
            </Button>
          )}
        </Box>
      </Popover>
    </>
  )
}
