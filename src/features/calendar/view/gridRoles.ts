import { useEffect, type RefObject } from 'react'

/** The table roles react-big-calendar gives its month and its week's header, and the attributes that go with them. */
const TABLE_ROLES = ['table', 'rowgroup', 'row', 'cell', 'columnheader'].map((role) => `[role="${role}"]`).join(', ')

function clean(root: ParentNode) {
  for (const element of root.querySelectorAll(TABLE_ROLES)) {
    element.removeAttribute('role')
    element.removeAttribute('aria-sort')
    // "Month View", in English whatever the language.
    if (element.classList.contains('rbc-month-view')) element.removeAttribute('aria-label')
  }
}

/**
 * Takes react-big-calendar's table roles off its grid. It marks its month (and a week's header) up as
 * a table whose rows hold rows of events and whose headers sit inside buttons: roles that promise a
 * table and break its rules (axe: required children and parents), so a screen reader would walk a
 * table that is not one. Without them the grid reads in order: the weekdays, each week's day buttons
 * (named by their whole date) and its events (buttons named by their time, title and days). The grid
 * draws itself anew as one moves, drags or resizes, so every change is cleaned as it comes.
 */
export function useWithoutTableRoles(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current
    if (!root) return
    clean(root)
    const observer = new MutationObserver(() => clean(root))
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role'] })
    return () => observer.disconnect()
  }, [container])
}
