import type { CSSProperties } from 'react'
import { alpha, decomposeColor, recomposeColor, type Theme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'
import { SOFT_TINT } from '@/theme/createAppTheme'
import { visuallyHidden } from '@/components/visuallyHidden'
import type { CalendarColor } from '../calendars'

/** The class of an event among the hours that is too short for its time and its title on two lines. */
export const SHORT_EVENT = 'calendar-event-short'

/** `color` laid over `background` at `share`, as one solid colour: what shows under an event does not change how it reads. */
function mix(background: string, color: string, share: number): string {
  const under = decomposeColor(background).values
  const over = decomposeColor(color).values
  return recomposeColor({ type: 'rgb', values: [0, 1, 2].map((i) => Math.round(under[i]! * (1 - share) + over[i]! * share)) as [number, number, number] })
}

/**
 * An event in its calendar's colour: the colour as text on a solid soft tint of it, with a bar of
 * it at the start. The theme keeps every palette colour readable on its soft tint (AA, both modes:
 * src/theme/createAppTheme.ts), and a solid tint reads the same over today's or another month's days.
 */
export function eventStyle(theme: Theme, color: CalendarColor): CSSProperties {
  const main = theme.palette[color].main
  return {
    backgroundColor: mix(theme.palette.background.paper, main, SOFT_TINT),
    color: main,
    borderInlineStart: `3px solid ${main}`,
  }
}

/**
 * react-big-calendar's grid in the theme's colours, replacing its stylesheet's fixed greys: the
 * lines, the headers, today, the days of other months (its light grey text fails contrast), the
 * selection, the current time and the focus ring of events.
 */
export function calendarSx(theme: Theme): SystemStyleObject<Theme> {
  const { palette } = theme
  const line = palette.divider
  const today = alpha(palette.primary.main, 0.08)
  return {
    '& .rbc-calendar': { fontFamily: theme.typography.fontFamily, color: palette.text.primary },
    // Every line of the grid.
    [[
      '.rbc-month-view', '.rbc-month-row + .rbc-month-row', '.rbc-day-bg + .rbc-day-bg', '.rbc-header', '.rbc-header + .rbc-header',
      '.rbc-time-view', '.rbc-time-header-content', '.rbc-time-content', '.rbc-time-content > * + * > *', '.rbc-timeslot-group',
      '.rbc-time-header.rbc-overflowing', '.rbc-time-view .rbc-row', '.rbc-day-bg',
      '.rbc-agenda-view table.rbc-agenda-table', '.rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td',
      '.rbc-agenda-view table.rbc-agenda-table tbody > tr + tr', '.rbc-agenda-view table.rbc-agenda-table thead > tr > th',
      '.rbc-agenda-view table.rbc-agenda-table tbody > tr > td',
    ].map((selector) => `& ${selector}`).join(', ')]: { borderColor: line },
    '& .rbc-rtl .rbc-day-bg + .rbc-day-bg, & .rbc-rtl .rbc-header + .rbc-header, & .rbc-rtl .rbc-time-content > * + * > *': { borderColor: line },
    // The half hours, fainter than the hours.
    '& .rbc-day-slot .rbc-time-slot': { borderColor: alpha(palette.text.primary, 0.05) },
    '& .rbc-header': { py: 1, fontWeight: 500, fontSize: theme.typography.pxToRem(13), color: palette.text.secondary, textTransform: 'uppercase' },
    '& .rbc-header .rbc-button-link': { color: 'inherit', textTransform: 'inherit' },
    '& .rbc-off-range-bg': { backgroundColor: palette.action.hover },
    '& .rbc-off-range': { color: palette.text.secondary },
    '& .rbc-today': { backgroundColor: today },
    '& .rbc-date-cell': { pt: 0.5, px: 1 },
    '& .rbc-date-cell.rbc-now .rbc-button-link': { color: palette.primary.main, fontWeight: 700 },
    '& .rbc-button-link': { color: 'inherit', fontSize: theme.typography.pxToRem(13) },
    '& .rbc-show-more': { backgroundColor: 'transparent', color: palette.primary.main, fontWeight: 500, px: 0.5 },
    '& .rbc-label, & .rbc-time-gutter': { color: palette.text.secondary, fontSize: theme.typography.pxToRem(12) },
    '& .rbc-slot-selection': { backgroundColor: alpha(palette.primary.main, 0.16), color: palette.text.primary },
    '& .rbc-selected-cell': { backgroundColor: alpha(palette.primary.main, 0.12) },
    '& .rbc-current-time-indicator': { backgroundColor: palette.error.main },
    '& .rbc-event, & .rbc-day-slot .rbc-background-event': { borderRadius: 1, border: 'none', fontSize: theme.typography.pxToRem(13), padding: '2px 6px' },
    '& .rbc-day-slot .rbc-event': { border: 'none' },
    '& .rbc-event-label': { fontSize: theme.typography.pxToRem(12) },
    // An event too short for two lines shows its title; its time is where it sits, and still in its name.
    [`& .${SHORT_EVENT} .rbc-event-label`]: visuallyHidden as SystemStyleObject<Theme>,
    [`& .${SHORT_EVENT} .rbc-event-content, & .${SHORT_EVENT} .rbc-event-content > span`]: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .rbc-time-header-cell .rbc-header': { borderBottom: `1px solid ${line}` },
    // The agenda lists an event on each of its days: no marks that it goes on before or after.
    '& .rbc-agenda-time-cell .rbc-continues-after::after, & .rbc-agenda-time-cell .rbc-continues-prior::before': { content: 'none' },
    '& .rbc-event:focus, & .rbc-event :focus': { outline: 'none' },
    '& .rbc-event:focus-visible, & .rbc-event :focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '& .rbc-agenda-view table.rbc-agenda-table thead > tr > th': { color: palette.text.secondary, textAlign: 'start' },
    '& .rbc-agenda-view table.rbc-agenda-table tbody > tr': { backgroundColor: 'transparent' },
    // Times as the language writes them ("9:00 AM"), not lowercased.
    '& .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell': { textTransform: 'none' },
    '& .rbc-agenda-empty': { display: 'block', p: 3, color: palette.text.secondary },
    // The drag preview and the event being dragged.
    '& .rbc-addons-dnd .rbc-addons-dnd-dragged-event': { opacity: 0.5 },
    '& .rbc-addons-dnd-resize-ns-icon, & .rbc-addons-dnd-resize-ew-icon': { borderColor: 'currentColor' },
  }
}
