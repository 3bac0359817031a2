import { Extension, type AnyExtension, type Editor } from '@tiptap/core'
import { StarterKit } from '@tiptap/starter-kit'
import { Placeholder } from '@tiptap/extensions'

/**
 * Ctrl/Cmd+Enter belongs to the form around the editor (compose sends with it). Tiptap would add a
 * line break first; taking the key here stops that, and the key event still bubbles to the form.
 */
const LeaveModEnterToForm = Extension.create({
  name: 'leaveModEnterToForm',
  // Ahead of the hard-break extension, which binds the same key.
  priority: 1000,
  addKeyboardShortcuts: () => ({ 'Mod-Enter': () => true }),
})

/**
 * The placeholder is the text box's `aria-placeholder`: one text for what is seen and what is read.
 * It is read when drawn, and the editor redraws when its attributes change (a language switch).
 */
function placeholderOf(editor: Editor): string {
  const attributes = editor.options.editorProps.attributes
  return (typeof attributes === 'object' && attributes['aria-placeholder']) || ''
}

/**
 * What the editor can hold: paragraphs, bold, italic, underline, strike, lists, links and quotes,
 * which is what the toolbar makes and what the HTML sanitisers downstream keep. The schema is also
 * the paste filter: pasted HTML is parsed into these nodes only, so scripts, images and styles from a
 * web page never enter. Headings, code and rules stay out: their typing shortcuts ("# ", "```")
 * would make content the toolbar cannot undo and the mail sanitiser drops.
 */
export const EDITOR_EXTENSIONS: AnyExtension[] = [
  StarterKit.configure({
    heading: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // It would end every text that ends in a list with an empty paragraph; Enter on an empty line
    // leaves a list or quote anyway.
    trailingNode: false,
    // A click in the editor places the caret rather than leaving the page; the link's HTML is only
    // its address (how a link opens is up to whoever shows the text).
    link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
  }),
  Placeholder.configure({ placeholder: ({ editor }) => placeholderOf(editor) }),
  LeaveModEnterToForm,
]
