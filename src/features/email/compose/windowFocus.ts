// Where the keyboard focus goes around the compose window, which sits beside the page rather than
// over it: the DOM side of useWindowFocus and of the provider's return of focus.

const TABBABLE = 'input, select, textarea, button, a[href], [tabindex], [contenteditable="true"]'
const FIELDS = 'input:not([type="hidden"]):not([readonly]), textarea:not([readonly]), [contenteditable="true"]'

const shown = (element: HTMLElement) => element.checkVisibility?.() ?? true
const enabled = (element: HTMLElement) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true'

// Browsers answer -1 for an editable box without a tabindex attribute, though Tab stops at it.
const tabIndexOf = (element: HTMLElement) => (element.isContentEditable && !element.hasAttribute('tabindex') ? 0 : element.tabIndex)

/** What Tab stops at inside `root`, in document order (the window uses no positive tabindex). */
export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => tabIndexOf(element) >= 0 && enabled(element) && shown(element) && !(element instanceof HTMLInputElement && element.type === 'hidden'),
  )
}

/** The first field one can write in (a reply's recipients and subject are read-only), else the first Tab stop. */
export function firstFieldIn(root: HTMLElement): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(FIELDS)].find((element) => enabled(element) && shown(element)) ?? tabbablesIn(root)[0]
}

/** Focuses `element` if it is on the page and can take the focus; answers whether it took it. */
export function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected || !shown(element)) return false
  element.focus()
  return document.activeElement === element
}

/** Nothing has the focus: the browser gave it to the body, as it does when the focused element goes. */
export function focusIsLost(): boolean {
  return !document.activeElement || document.activeElement === document.body
}

/**
 * Whether `element` is inside a modal layer (a confirmation, a menu, a popover, a drawer; MUI
 * renders each in a Modal): such a layer keeps the keyboard to itself until it closes.
 */
export function inModalLayer(element: Element | null): boolean {
  return Boolean(element?.closest('.MuiModal-root, [aria-modal="true"]'))
}

/**
 * Where the focus lands on the page when the element it should go back to is gone: the page's
 * heading (the mail list's), else `<main>`, both made focusable by script only, never a Tab stop.
 */
export function focusPageHome(): void {
  const main = document.querySelector<HTMLElement>('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/** Back to `element` if it can still take the focus, else to the page's heading. */
export function focusPage(element: HTMLElement | null | undefined): void {
  if (!tryFocus(element)) focusPageHome()
}
