import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Editor } from '@tiptap/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { RichTextEditor, type RichTextEditorProps } from '.'

const textbox = () => screen.getByRole('textbox', { name: 'Message' })
/** Tiptap keeps its editor on the editable element, for tests. */
const editorOf = () => (textbox() as HTMLElement & { editor: Editor }).editor
const button = (name: string) => screen.getByRole('button', { name })

function renderEditor(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn()
  const all = (extra: Partial<RichTextEditorProps>) => (
    <RichTextEditor value="" onChange={onChange} label="Message" placeholder="Write your message" testId="compose-message" {...props} {...extra} />
  )
  const view = renderInEnglish(all({}))
  const rerender = (extra: Partial<RichTextEditorProps>) => view.rerender(all(extra))
  return { onChange, rerender }
}

describe('RichTextEditor', () => {
  it('is a named, multi-line text box with its placeholder, under a formatting toolbar', () => {
    renderEditor({ error: true, describedBy: 'message-error' })
    const box = textbox()
    expect(box.getAttribute('contenteditable')).toBe('true')
    expect(box.getAttribute('aria-multiline')).toBe('true')
    expect(box.getAttribute('aria-placeholder')).toBe('Write your message')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe('message-error')
    expect(box.dataset.testid).toBe('compose-message')
    expect(box.querySelector('p')?.dataset.placeholder).toBe('Write your message')

    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual(['Bold', 'Italic', 'Underline', 'Strikethrough', 'Bulleted list', 'Numbered list', 'Link', 'Clear formatting'])
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false')
  })

  it('follows a new placeholder (a language switch, a forward)', () => {
    const { rerender } = renderEditor()
    rerender({ placeholder: 'Add a note (optional)' })
    expect(textbox().getAttribute('aria-placeholder')).toBe('Add a note (optional)')
    expect(textbox().querySelector('p')?.dataset.placeholder).toBe('Add a note (optional)')
  })

  it('shows the value it starts with, and reports nothing for it', () => {
    const { onChange } = renderEditor({ value: '<p>Dear <strong>Ada</strong></p>' })
    expect(textbox().textContent).toBe('Dear Ada')
    expect(textbox().querySelector('strong')?.textContent).toBe('Ada')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('reports its HTML after an edit', () => {
    const { onChange } = renderEditor()
    act(() => editorOf().commands.insertContent('Hello'))
    expect(onChange).toHaveBeenLastCalledWith('<p>Hello</p>')
  })

  it('reports what is typed, with the keyboard shortcuts for formats', async () => {
    const { onChange } = renderEditor()
    const user = userEvent.setup()
    // Caret from the editor: a click in happy-dom leaves it on the editable element itself, outside
    // its paragraph, where a browser never puts it.
    act(() => editorOf().commands.focus('end'))
    await user.keyboard('Hi {Control>}b{/Control}there')
    expect(onChange).toHaveBeenLastCalledWith('<p>Hi <strong>there</strong></p>')
  })

  it('formats the selection from the toolbar and shows the format as pressed', () => {
    const { onChange } = renderEditor({ value: '<p>Hello</p>' })
    act(() => editorOf().commands.selectAll())
    fireEvent.click(button('Bold'))
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>')
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(button('Bulleted list'))
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p><strong>Hello</strong></p></li></ul>')
    act(() => editorOf().commands.selectAll())
    fireEvent.click(button('Clear formatting'))
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Hello</p></li></ul>')
  })

  it("gives '' once emptied, not an empty paragraph", () => {
    const { onChange } = renderEditor({ value: '<p>Hello</p>' })
    act(() => editorOf().commands.clearContent(true))
    expect(onChange).toHaveBeenLastCalledWith('')
  })

  it('takes a value from outside without reporting it back, and leaves its own value alone', () => {
    const { onChange, rerender } = renderEditor({ value: '<p>Hello</p>' })
    rerender({ value: '<p>From the draft</p>' })
    expect(textbox().textContent).toBe('From the draft')
    expect(onChange).not.toHaveBeenCalled()

    // The user writes; the parent hands the reported HTML back: the caret stays where it was.
    act(() => editorOf().commands.setTextSelection(5))
    act(() => editorOf().commands.insertContent('X'))
    const reported = onChange.mock.lastCall?.[0] as string
    expect(reported).toBe('<p>FromX the draft</p>')
    const caret = editorOf().state.selection.from
    rerender({ value: reported })
    expect(editorOf().state.selection.from).toBe(caret)
    expect(onChange).toHaveBeenCalledOnce()

    // A reset empties it.
    rerender({ value: '' })
    expect(textbox().textContent).toBe('')
    expect(editorOf().isEmpty).toBe(true)
  })

  it('makes the selection a link, refusing an address that is not a web or mail one', () => {
    const { onChange } = renderEditor({ value: '<p>our site</p>' })
    act(() => editorOf().commands.selectAll())
    fireEvent.click(button('Link'))
    const address = screen.getByRole('textbox', { name: 'Link address' })

    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(button('Apply'))
    expect(screen.getByText('Enter a web or email address')).toBeTruthy()
    expect(onChange).not.toHaveBeenCalled()

    fireEvent.change(address, { target: { value: 'example.com' } })
    fireEvent.click(button('Apply'))
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://example.com">our site</a></p>')
  })

  it('inserts a link at the caret, and removes the link the caret is in', () => {
    const { onChange } = renderEditor()
    fireEvent.click(button('Link'))
    fireEvent.change(screen.getByRole('textbox', { name: 'Link address' }), { target: { value: 'ada@example.com' } })
    fireEvent.click(button('Apply'))
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="mailto:ada@example.com">ada@example.com</a></p>')

    act(() => editorOf().commands.setTextSelection(3))
    expect(button('Link').getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(button('Link'))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Link address' }).value).toBe('mailto:ada@example.com')
    fireEvent.click(button('Remove link'))
    expect(onChange).toHaveBeenLastCalledWith('<p>ada@example.com</p>')
  })

  it('leaves Ctrl+Enter to the form around it', () => {
    const onKeyDown = vi.fn()
    const onChange = vi.fn()
    renderInEnglish(
      <div onKeyDown={(event) => onKeyDown(event.key, event.ctrlKey)}>
        <RichTextEditor value="<p>Hi</p>" onChange={onChange} label="Message" />
      </div>,
    )
    fireEvent.keyDown(textbox(), { key: 'Enter', ctrlKey: true })
    expect(onKeyDown).toHaveBeenCalledWith('Enter', true)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moves between toolbar buttons with the arrow keys, one Tab stop for all', () => {
    renderEditor()
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const tabStops = () => [...toolbar.querySelectorAll('button')].filter((b) => b.tabIndex === 0)
    expect(tabStops()).toEqual([button('Bold')])

    button('Bold').focus()
    fireEvent.keyDown(button('Bold'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(button('Italic'))
    expect(tabStops()).toEqual([button('Italic')])
    fireEvent.keyDown(button('Italic'), { key: 'End' })
    expect(document.activeElement).toBe(button('Clear formatting'))
    fireEvent.keyDown(button('Clear formatting'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(button('Bold'))
  })

  it('when disabled, cannot be edited and offers no formatting', () => {
    const { rerender } = renderEditor({ value: '<p>Sent</p>', disabled: true })
    expect(textbox().getAttribute('contenteditable')).toBe('false')
    expect(textbox().getAttribute('aria-disabled')).toBe('true')
    expect((button('Bold') as HTMLButtonElement).disabled).toBe(true)
    rerender({ value: '<p>Sent</p>', disabled: false })
    expect(textbox().getAttribute('contenteditable')).toBe('true')
  })
})
