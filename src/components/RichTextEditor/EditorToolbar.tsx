import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import { useTheme } from '@mui/material/styles'
import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined'
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered'
import FormatClearIcon from '@mui/icons-material/FormatClear'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react'
import { LinkButton } from './LinkButton'
import { ToolButton } from './ToolButton'

interface Toggle {
  /** The mark or node it toggles, as Tiptap names it. */
  name: string
  label: MessageDescriptor
  icon: ReactNode
  toggle: (chain: ChainedCommands) => ChainedCommands
}

const TOGGLES: readonly Toggle[] = [
  { name: 'bold', label: msg`Bold`, icon: <FormatBoldIcon fontSize="small" />, toggle: (chain) => chain.toggleBold() },
  { name: 'italic', label: msg`Italic`, icon: <FormatItalicIcon fontSize="small" />, toggle: (chain) => chain.toggleItalic() },
  { name: 'underline', label: msg`Underline`, icon: <FormatUnderlinedIcon fontSize="small" />, toggle: (chain) => chain.toggleUnderline() },
  { name: 'strike', label: msg`Strikethrough`, icon: <FormatStrikethroughIcon fontSize="small" />, toggle: (chain) => chain.toggleStrike() },
  { name: 'bulletList', label: msg`Bulleted list`, icon: <FormatListBulletedIcon fontSize="small" />, toggle: (chain) => chain.toggleBulletList() },
  { name: 'orderedList', label: msg`Numbered list`, icon: <FormatListNumberedIcon fontSize="small" />, toggle: (chain) => chain.toggleOrderedList() },
]

/** The link button's place in the toolbar, after the toggles; clear formatting comes last. */
const LINK_INDEX = TOGGLES.length
const CLEAR_INDEX = LINK_INDEX + 1

interface EditorToolbarProps {
  editor: Editor
  disabled: boolean
}

/**
 * Formatting buttons for the editor above it. One Tab stop: the arrow keys (mirrored right to left),
 * Home and End move between the buttons, as in any toolbar.
 */
export function EditorToolbar({ editor, disabled }: EditorToolbarProps) {
  const { t, i18n } = useLingui()
  const rtl = useTheme().direction === 'rtl'
  const toolbarRef = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  // Re-renders only when what the caret stands in changes, not on every keystroke.
  const active = useEditorState({
    editor,
    selector: ({ editor: at }) => ({
      toggles: TOGGLES.map(({ name }) => at.isActive(name)),
      link: at.isActive('link'),
    }),
  })

  const buttons = () => [...(toolbarRef.current?.querySelectorAll('button') ?? [])]
  const onFocus = (event: FocusEvent) => {
    const index = buttons().indexOf(event.target as HTMLButtonElement)
    if (index >= 0) setCurrent(index)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const all = buttons()
    const last = all.length - 1
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const moves: Partial<Record<string, number>> = {
      [forward]: current === last ? 0 : current + 1,
      [backward]: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    all[next]?.focus()
  }
  const tabIndexOf = (index: number) => (index === current ? 0 : -1)

  return (
    <Box
      ref={toolbarRef}
      role="toolbar"
      aria-label={t`Formatting`}
      aria-disabled={disabled || undefined}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.25, px: 1, py: 0.5, borderTop: 1, borderColor: 'divider' }}
    >
      {TOGGLES.map(({ name, label, icon, toggle }, index) => (
        <ToolButton
          key={name}
          label={i18n._(label)}
          pressed={active.toggles[index]}
          disabled={disabled}
          tabIndex={tabIndexOf(index)}
          onClick={() => toggle(editor.chain().focus()).run()}
        >
          {icon}
        </ToolButton>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
      <LinkButton editor={editor} pressed={active.link} disabled={disabled} tabIndex={tabIndexOf(LINK_INDEX)} />
      {/* Character formats and links; lists stay, they are structure rather than formatting. */}
      <ToolButton
        label={t`Clear formatting`}
        disabled={disabled}
        tabIndex={tabIndexOf(CLEAR_INDEX)}
        onClick={() => editor.chain().focus().unsetAllMarks().run()}
      >
        <FormatClearIcon fontSize="small" />
      </ToolButton>
    </Box>
  )
}
