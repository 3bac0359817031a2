import dayjs from 'dayjs'
import type { CalendarEvent } from '@/api/contract/calendar'

/** An event as the calendar grid draws it: its times as dates in the user's own time zone, and the event itself. */
export interface CalendarItem {
  id: number
  title: string
  start: Date
  end: Date
  allDay: boolean
  event: CalendarEvent
}

export function toItem(event: CalendarEvent): CalendarItem {
  return { id: event.id, title: event.title, start: new Date(event.start), end: new Date(event.end), allDay: event.allDay, event }
}

/**
 * The event after a drag: its new start and end, and all day or not. A drop in the all-day row of a
 * week or a day makes it an all-day event; a drop among the hours makes it a timed one, an hour long
 * if it was an all-day event (its whole day would run into the next). In a month it stays what it was.
 */
export function movedEvent(event: CalendarEvent, start: Date, end: Date, droppedOn: 'month' | 'all-day row' | 'hours'): CalendarEvent {
  const allDay = droppedOn === 'month' ? event.allDay : droppedOn === 'all-day row'
  let newStart = dayjs(start)
  let newEnd = dayjs(end)
  if (allDay) {
    newStart = newStart.startOf('day')
    // An all-day event ends at the midnight after its last day, and covers one day at least.
    const lastMidnight = newEnd.startOf('day')
    newEnd = lastMidnight.isSame(newEnd) ? lastMidnight : lastMidnight.add(1, 'day')
    if (!newEnd.isAfter(newStart)) newEnd = newStart.add(1, 'day')
  } else if (event.allDay) {
    newEnd = newStart.add(1, 'hour')
  }
  return { ...event, allDay, start: newStart.toDate().toISOString(), end: newEnd.toDate().toISOString() }
}
