import type { ReactNode, RefObject } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import FormatClearIcon from '@mui/icons-material/FormatClear'
import { useLingui } from '@lingui/react/macro'
import { clearFormatting, runCommand, type FormatCommand } from './editorCommands'
import { LinkButton } from './LinkButton'
import { ToolButton } from './ToolButton'

interface EditorToolbarProps {
  editorRef: RefObject<HTMLDivElement | null>
  active: ReadonlySet<FormatCommand>
  /** Called after a command changed the content. */
  onEdited: () => void
}

/** Formatting buttons for the editor above it. */
export function EditorToolbar({ editorRef, active, onEdited }: EditorToolbarProps) {
  const { t } = useLingui()

  const apply = (edit: () => void) => {
    editorRef.current?.focus()
    edit()
    onEdited()
  }

  const formats: { command: FormatCommand; label: string; icon: ReactNode }[] = [
    { command: 'bold', label: t`Bold`, icon: <FormatBoldIcon fontSize="small" /> },
    { command: 'italic', label: t`Italic`, icon: <FormatItalicIcon fontSize="small" /> },
    { command: 'underline', label: t`Underline`, icon: <FormatUnderlinedIcon fontSize="small" /> },
    { command: 'insertUnorderedList', label: t`Bulleted list`, icon: <FormatListBulletedIcon fontSize="small" /> },
    { command: 'insertOrderedList', label: t`Numbered list`, icon: <FormatListNumberedIcon fontSize="small" /> },
  ]

  return (
    <Box
      role="toolbar"
      aria-label={t`Formatting`}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.25, px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
    >
      {formats.map(({ command, label, icon }) => (
        <ToolButton key={command} label={label} pressed={active.has(command)} onClick={() => apply(() => runCommand(command))}>
          {icon}
        </ToolButton>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
      <LinkButton editorRef={editorRef} onEdited={onEdited} />
      <ToolButton label={t`Clear formatting`} onClick={() => apply(clearFormatting)}>
        <FormatClearIcon fontSize="small" />
      </ToolButton>
    </Box>
  )
}
