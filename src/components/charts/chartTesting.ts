import { waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, vi } from 'vitest'

/*
 * For the tests of a chart: what a screen reader gets from its figure, and its Tab stops. The test
 * DOM lays nothing out, and recharts draws nothing in a box of no size: give every box one.
 */

/** Gives every element a box of 400 by 200 px during each test, so recharts draws its SVG. */
export function drawChartsAtSize() {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 400, height: 200 }))
  })
  afterEach(() => vi.restoreAllMocks())
}

/** The chart's drawing, once its code has loaded and recharts has drawn it. */
export async function drawnSvg(figure: HTMLElement): Promise<SVGSVGElement> {
  return waitFor(() => {
    const svg = figure.querySelector<SVGSVGElement>('svg.recharts-surface')
    expect(svg, 'the drawing').not.toBeNull()
    return svg!
  })
}

// What takes focus from the Tab key: a link, a control, or anything with a tabindex (a negative one excepted).
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [contenteditable], [tabindex]'
// The elements whose text names them; the others (an svg, a group, an "application") need a label.
const NAMED_BY_TEXT = new Set(['A', 'BUTTON', 'SUMMARY'])

/** The name a Tab stop has for a screen reader: its label, what it is labelled by, or the text of a link or button. */
function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return labelledBy.split(/\s+/).map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ').trim()
  const label = element.getAttribute('aria-label') ?? (NAMED_BY_TEXT.has(element.tagName) ? element.textContent : '')
  return (label ?? '').trim()
}

/** The figure's Tab stops. */
export function tabStops(figure: HTMLElement): Element[] {
  return [...figure.querySelectorAll(FOCUSABLE)].filter((element) => !(Number(element.getAttribute('tabindex')) < 0) && !element.hasAttribute('disabled'))
}

/**
 * The figure's Tab stops a screen reader cannot name, as `tag[role]` for the failure's message. A
 * stop inside what screen readers skip (aria-hidden) has no name either.
 */
export function unnamedTabStops(figure: HTMLElement): string[] {
  return tabStops(figure)
    .filter((element) => nameOf(element) === '' || element.closest('[aria-hidden="true"]') !== null)
    .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''}`)
}

/**
 * The figure's table for screen readers, as rows of cells' text (the header row first). Its spaces
 * read as plain ones: Intl writes thin and no-break spaces ("May 6 – 9", "1 234 $").
 */
export function tableOf(figure: HTMLElement, caption: string): string[][] {
  const table = within(figure).getByRole('table', { name: caption })
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s/g, ' ')))
}
