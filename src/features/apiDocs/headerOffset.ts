import { useEffect, useState } from 'react'

/** Room left between the page's sticky header and what is brought under it. */
const GAP = 16

/** The page header's element while it sticks to the top (the layout decides: floating, sticky, static). */
function stickyHeader(): HTMLElement | null {
  const header = globalThis.document?.querySelector('header')
  return header && getComputedStyle(header).position === 'sticky' ? header : null
}

/** How far below the top of the window content is in view: under the sticky header, if there is one. */
export function headerOffset(): number {
  return (stickyHeader()?.getBoundingClientRect().height ?? 0) + GAP
}

/** Scrolls the window so the element starts just under the sticky header. */
export function scrollUnderHeader(element: Element): void {
  globalThis.scrollTo?.({ top: element.getBoundingClientRect().top + globalThis.scrollY - headerOffset() })
}

/** `headerOffset()`, followed as the header changes height (the horizontal menu, a narrower window). */
export function useHeaderOffset(): number {
  const [offset, setOffset] = useState(headerOffset)
  useEffect(() => {
    const measure = () => setOffset(headerOffset())
    const header = globalThis.document.querySelector('header')
    const observer = typeof ResizeObserver === 'undefined' || !header ? undefined : new ResizeObserver(measure)
    if (header) observer?.observe(header)
    globalThis.addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      globalThis.removeEventListener('resize', measure)
    }
  }, [])
  return offset
}
