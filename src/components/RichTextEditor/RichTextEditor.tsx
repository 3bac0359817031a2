import { useEffect, useMemo, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import { contentSx } from './contentSx'
import { EditorToolbar } from './EditorToolbar'
import { EDITOR_EXTENSIONS } from './editorExtensions'

export interface RichTextEditorProps {
  /**
   * The content as HTML, '' for none. A new value from outside (a draft loaded, a reset) replaces
   * the content; the editor's own changes coming back through onChange leave it as it is.
   */
  value: string
  /** The content as HTML after each edit; '' once it is empty again. */
  onChange: (html: string) => void
  onBlur?: () => void
  /** The text box's accessible name. */
  label: string
  placeholder?: string
  /** Puts the caret at the end of the content when the editor appears. */
  autoFocus?: boolean
  disabled?: boolean
  error?: boolean
  /** Id of the text that describes an error, for screen readers. */
  describedBy?: string
  /** `data-testid` of the text box. */
  testId?: string
}

/** Tiptap keeps an empty paragraph in an empty editor; to its users that is no content at all. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML())

/**
 * A rich-text editor (Tiptap): an editable text box (`role="textbox"`, named by `label`) above a
 * formatting toolbar. It reads and reports HTML; whoever stores or shows the HTML still sanitises it.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  placeholder = '',
  autoFocus = false,
  disabled = false,
  error = false,
  describedBy,
  testId,
}: RichTextEditorProps) {
  // The HTML the content stands for: the value it was last given, or the HTML it last reported.
  // A value equal to it needs no update (setting it again would move the caret).
  const shown = useRef(value)
  // What it starts with; later changes go through the effects below, not through a new editor.
  const [initial] = useState(() => ({
    content: value,
    autofocus: autoFocus ? ('end' as const) : false,
  }))

  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = { 'aria-label': label, 'aria-multiline': 'true' }
    if (placeholder) attributes['aria-placeholder'] = placeholder
    if (error) attributes['aria-invalid'] = 'true'
    if (disabled) attributes['aria-disabled'] = 'true'
    if (describedBy) attributes['aria-describedby'] = describedBy
    if (testId) attributes['data-testid'] = testId
    return { attributes }
  }, [label, placeholder, error, disabled, describedBy, testId])

  const editor = useEditor({
    ...initial,
    extensions: EDITOR_EXTENSIONS,
    editable: !disabled,
    immediatelyRender: true,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      shown.current = htmlOf(updated)
      onChange(shown.current)
    },
    onBlur: () => onBlur?.(),
  })

  useEffect(() => {
    if (value === shown.current) return
    shown.current = value
    // Not an edit of the user's: no onChange, and Ctrl+Z does not bring the old content back.
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run()
  }, [editor, value])

  useEffect(() => {
    if (editor.isEditable !== !disabled) editor.setEditable(!disabled, false)
  }, [editor, disabled])

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={contentSx}>
        <EditorContent editor={editor} />
      </Box>
      <EditorToolbar editor={editor} disabled={disabled} />
    </Box>
  )
}
