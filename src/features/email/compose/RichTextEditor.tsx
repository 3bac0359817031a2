import { useEffect, useRef, useState, type ClipboardEvent } from 'react'
import Box from '@mui/material/Box'
import { EditorToolbar } from './EditorToolbar'
import { activeFormats, runCommand, type FormatCommand } from './editorCommands'
import { isBlankMessage, sanitizeMessage } from './messageHtml'

const TRACKED: readonly FormatCommand[] = ['bold', 'italic', 'underline', 'insertUnorderedList', 'insertOrderedList']

interface RichTextEditorProps {
  /** The content it starts with; afterwards the element owns its content and reports it through onChange. */
  initialHtml: string
  onChange: (html: string) => void
  label: string
  placeholder: string
  autoFocus?: boolean
  error?: boolean
  /** Id of the text that describes an error, for screen readers. */
  describedBy?: string
}

/**
 * A small rich-text editor: a contenteditable element under a formatting toolbar. It reports its
 * raw HTML; the dialog sanitises it before sending. Pasted HTML is sanitised on the way in too, so
 * the editor never holds (or runs) what a paste from a web page can bring, such as `<img onerror>`.
 */
export function RichTextEditor({ initialHtml, onChange, label, placeholder, autoFocus, error, describedBy }: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null)
  // Set once: React must not write the element's content again while the user edits it.
  const [initialContent] = useState(() => ({ __html: sanitizeMessage(initialHtml) }))
  const [empty, setEmpty] = useState(() => isBlankMessage(initialHtml))
  const [active, setActive] = useState<Set<FormatCommand>>(new Set())

  useEffect(() => {
    if (autoFocus) editorRef.current?.focus()
  }, [autoFocus])

  // The toolbar shows the formats at the caret; the caret moves by mouse and keys alike.
  useEffect(() => {
    const update = () => {
      const editor = editorRef.current
      if (editor && editor.contains(document.getSelection()?.anchorNode ?? null)) setActive(activeFormats(TRACKED))
    }
    document.addEventListener('selectionchange', update)
    return () => document.removeEventListener('selectionchange', update)
  }, [])

  const report = () => {
    const html = editorRef.current?.innerHTML ?? ''
    setEmpty(isBlankMessage(html))
    setActive(activeFormats(TRACKED))
    onChange(html)
  }

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault()
    const html = event.clipboardData.getData('text/html')
    if (html) runCommand('insertHTML', sanitizeMessage(html))
    else runCommand('insertText', event.clipboardData.getData('text/plain'))
    report()
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        {empty && (
          <Box aria-hidden sx={{ position: 'absolute', insetInlineStart: 16, top: 12, color: 'text.disabled', pointerEvents: 'none' }}>
            {placeholder}
          </Box>
        )}
        <Box
          ref={editorRef}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          data-testid="compose-message"
          dangerouslySetInnerHTML={initialContent}
          onInput={report}
          onPaste={onPaste}
          sx={{
            flex: 1,
            minHeight: 120,
            overflowY: 'auto',
            px: 2,
            py: 1.5,
            outline: 'none',
            typography: 'body1',
            wordBreak: 'break-word',
            '& ul, & ol': { my: 0.5, paddingInlineStart: 3 },
            '& p': { my: 0 },
            '& a': { color: 'primary.main' },
          }}
        />
      </Box>
      <EditorToolbar editorRef={editorRef} active={active} onEdited={report} />
    </Box>
  )
}
