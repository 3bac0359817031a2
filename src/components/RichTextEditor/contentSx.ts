import type { SxProps, Theme } from '@mui/material/styles'

/**
 * The look of the editable area (Tiptap's element has the class `tiptap`) inside the box that holds
 * it. Colours come from the palette, so the text stays readable in dark mode; sides are logical
 * (inline start/end), so lists, quotes and the placeholder sit right in right-to-left layouts.
 */
export const contentSx: SxProps<Theme> = {
  position: 'relative',
  flex: 1,
  minHeight: 0,
  display: 'flex',
  // The element EditorContent renders around the editable one.
  '& > div': { flex: 1, display: 'flex', minHeight: 0 },
  '& .tiptap': {
    flex: 1,
    minHeight: 120,
    overflowY: 'auto',
    px: 2,
    py: 1.5,
    outline: 'none',
    typography: 'body1',
    color: 'text.primary',
    wordBreak: 'break-word',
    '& ul, & ol': { my: 0.5, paddingInlineStart: 3 },
    '& p': { my: 0 },
    '& a': { color: 'primary.main' },
    '& blockquote': { mx: 0, my: 0.5, paddingInlineStart: 1.5, borderInlineStart: 3, borderColor: 'divider', color: 'text.secondary' },
    '&[contenteditable="false"]': { color: 'text.disabled' },
  },
  // Tiptap's placeholder: the first paragraph of an empty editor carries it as an attribute.
  '& .tiptap p.is-editor-empty:first-of-type::before': {
    content: 'attr(data-placeholder)',
    float: 'inline-start',
    height: 0,
    color: 'text.disabled',
    pointerEvents: 'none',
  },
}
