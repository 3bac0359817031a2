import type { KeyboardEvent, SyntheticEvent } from 'react'
import Box from '@mui/material/Box'
import type { DateHeaderProps, EventProps } from 'react-big-calendar'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { CALENDAR_LOOKS } from '../calendars'
import type { CalendarItem } from './calendarItems'

/**
 * The faces of an event in each view. The grid's own elements carry the event's colour and its
 * clicks (react-big-calendar calls onSelectEvent for a click and onKeyPressEvent for a key on them);
 * these make every event a named control that the keyboard reaches:
 * - in a row of days (the month, the all-day row of a week or a day), the grid's element takes no focus,
 *   so the face is the button;
 * - among the hours, the grid's element is already a focusable button, so the face is its text only;
 * - in the agenda, a real button in the event's cell, whose click reaches the cell.
 */

/** An event's start as the language writes a time ("9:00 AM", "09:00"); nothing for an all-day event. */
function startTime(item: CalendarItem, i18n: I18n): string {
  return item.allDay ? '' : i18n.date(item.start, { timeStyle: 'short' })
}

/**
 * The days of an event, for screen readers, who do not see which column it sits in: "Monday, June 2",
 * or for an event of several days its first and last ("June 25 – 27").
 */
function eventDays(item: CalendarItem, i18n: I18n): string {
  // An all-day event ends at the midnight after its last day.
  const last = item.allDay ? new Date(item.end.getTime() - 1) : item.end
  return item.start.toDateString() === last.toDateString()
    ? i18n.date(item.start, { weekday: 'long', day: 'numeric', month: 'long' })
    : new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long' }).formatRange(item.start, last)
}

/**
 * In a month and in the all-day row: the focusable button, "9:00 AM Weekly team sync", named with
 * its days too ("9:00 AM Weekly team sync, Monday, June 2").
 */
export function RowEvent({ event: item }: EventProps<CalendarItem>) {
  const { i18n } = useLingui()
  const time = startTime(item, i18n)
  return (
    <Box
      component="span"
      role="button"
      tabIndex={0}
      aria-haspopup="dialog"
      // The title runs the way its own words do, also in a right-to-left layout (and its ellipsis at its end).
      dir="auto"
      aria-label={`${time ? `${time} ` : ''}${item.title}, ${eventDays(item, i18n)}`}
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 500 }}
    >
      {time && (
        <Box component="span" sx={{ fontWeight: 400 }}>
          {`${time} `}
        </Box>
      )}
      {item.title}
    </Box>
  )
}

/**
 * In a week or a day: among the hours the text of the grid's own button (its time label is beside
 * it); in the all-day row, which passes the grid's localizer to its events, the button of a row.
 */
export function GridEvent(props: EventProps<CalendarItem>) {
  if ('localizer' in props && props.localizer) return <RowEvent {...props} />
  return (
    <Box component="span" dir="auto" sx={{ display: 'block', fontWeight: 500 }}>
      {props.title}
    </Box>
  )
}

/** In the agenda's list: a dot of the calendar's colour and the title, as a button. */
export function AgendaEvent({ event: item }: EventProps<CalendarItem>) {
  const color = CALENDAR_LOOKS[item.event.extendedProps.calendar].color
  return (
    <Box
      component="button"
      type="button"
      aria-haspopup="dialog"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        p: 0.5,
        border: 0,
        borderRadius: 1,
        background: 'none',
        color: 'text.primary',
        font: 'inherit',
        fontWeight: 500,
        textAlign: 'start',
        cursor: 'pointer',
        '&:hover': { color: `${color}.main` },
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, flexShrink: 0, borderRadius: '50%', bgcolor: `${color}.main` }} />
      {item.title}
    </Box>
  )
}

/** A month's day number: a button to that day's view, named by the whole date. */
export function MonthDateHeader({ label, date, drilldownView, onDrillDown }: DateHeaderProps) {
  const { i18n } = useLingui()
  const name = i18n.date(date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  if (!drilldownView) return <span>{label}</span>
  return (
    <button type="button" className="rbc-button-link" aria-label={name} onClick={onDrillDown}>
      {label}
    </button>
  )
}

/** Whether a key pressed on an event opens it, as a button's would. */
export function opensEvent(event: SyntheticEvent): boolean {
  const { key } = event as KeyboardEvent
  return key === 'Enter' || key === ' '
}
