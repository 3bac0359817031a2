import { useEffect } from 'react'

const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'])

/** True when a key press on `target` types into something: a text input, a textarea, a select or editable content. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !NON_TEXT_INPUTS.has(target.type)
}

/**
 * Whether a key press asks for the search: Ctrl+K (Cmd+K on a Mac) or `/`. Neither counts while the
 * user types into a field, where `/` is a character and Ctrl+K may be the editor's own command.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || event.repeat || typesText(event.target)) return false
  if (event.key === '/') return !event.ctrlKey && !event.metaKey && !event.altKey
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
}

/** Listens for the search shortcut on the whole page. `onShortcut` should be stable. */
export function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      // Ctrl+K would otherwise focus the browser's own search bar; `/` would start Firefox's quick find.
      event.preventDefault()
      onShortcut()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [onShortcut])
}

/** Apple keyboards say ⌘ where others say Ctrl: the hints show the key the user actually has. */
export const isApplePlatform = typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent)
