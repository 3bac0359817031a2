/**
 * The editor's formatting goes through `document.execCommand`. It is marked deprecated, yet every
 * browser supports it and no replacement exists: it edits the selection inside a contenteditable
 * element and keeps the browser's own undo history (Ctrl+Z), which hand-written DOM edits would
 * break. A small mail editor needs no more; the output is sanitised before it is sent anyway.
 */
export type FormatCommand = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList'

export function runCommand(command: FormatCommand | 'removeFormat' | 'unlink' | 'createLink' | 'insertHTML' | 'insertText', value?: string) {
  document.execCommand(command, false, value)
}

/** Which formats apply where the caret is, for the toolbar's pressed state. */
export function activeFormats(commands: readonly FormatCommand[]): Set<FormatCommand> {
  return new Set(commands.filter((command) => document.queryCommandState(command)))
}

/** Clears character formatting and links; lists stay, they are structure rather than formatting. */
export function clearFormatting() {
  runCommand('removeFormat')
  runCommand('unlink')
}

/**
 * What the user typed as a link, made into a URL: `example.com` gets https://, an address gets
 * mailto:. Null for anything else with a scheme (javascript:, data:...), which is refused.
 */
export function normalizeLinkUrl(text: string): string | null {
  const url = text.trim()
  if (url === '') return null
  if (/^(https?:\/\/|mailto:)/i.test(url)) return url
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null
  if (/^[^\s/@]+@[^\s/@]+$/.test(url)) return `mailto:${url}`
  return `https://${url}`
}

/** Text made safe to place inside HTML, for a link inserted where nothing was selected. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
