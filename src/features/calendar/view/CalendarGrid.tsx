import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { Calendar, type SlotInfo, type View } from 'react-big-calendar'
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop'
import 'react-big-calendar/lib/css/react-big-calendar.css'
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css'
import { useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '@/api/contract/calendar'
import { CALENDAR_VIEWS, type CalendarView } from '@/api/contract/calendarValues'
import { CALENDAR_LOOKS } from '../calendars'
import { AGENDA_DAYS } from '../range'
import { calendarSx, eventStyle, SHORT_EVENT } from './calendarStyles'
import { movedEvent, toItem, type CalendarItem } from './calendarItems'
import { CalendarToolbar } from './CalendarToolbar'
import { AgendaEvent, GridEvent, MonthDateHeader, opensEvent, RowEvent } from './EventLabels'
import { withDragAndDrop } from './dragAndDrop'
import { useWithoutTableRoles } from './gridRoles'
import { formats, localizer, useCalendarMessages } from './localizer'

// Events are styled through `eventPropGetter`, never a custom `eventWrapper`: the drag-and-drop add-on
// wraps events itself, and a wrapper of ours around them makes it crash.
const DragAndDropCalendar = withDragAndDrop<CalendarItem>(Calendar)

/** What shows under the toolbar: why there are no events (no calendar chosen, a failed load). */
const ToolbarNote = createContext<ReactNode>(null)

function Toolbar(props: Parameters<typeof CalendarToolbar>[0]) {
  const note = useContext(ToolbarNote)
  return (
    <>
      <CalendarToolbar {...props} />
      {note}
    </>
  )
}

/** A slot chosen to add an event to: its start and end, and whether it is whole days. */
export interface ChosenSlot {
  start: Date
  end: Date
  allDay: boolean
}

interface CalendarGridProps {
  view: CalendarView
  /** The day the view shows. */
  date: Date
  events: readonly CalendarEvent[]
  /** Shown under the toolbar. */
  note?: ReactNode
  /** Previous, next, today, a day's number or "+2 more": the day (and view) to show. */
  onNavigate: (date: Date, view: CalendarView) => void
  onView: (view: CalendarView) => void
  /** A day or a time clicked, or a span of them dragged over. */
  onAdd: (slot: ChosenSlot) => void
  onOpen: (event: CalendarEvent) => void
  /** An event dragged to another time, or made longer or shorter: as it now is. */
  onMove: (event: CalendarEvent) => void
}

/** The events a view shows, in react-big-calendar with its drag-and-drop add-on, in the theme's colours and the active language. */
export function CalendarGrid({ view, date, events, note, onNavigate, onView, onAdd, onOpen, onMove }: CalendarGridProps) {
  const { i18n } = useLingui()
  const theme = useTheme()
  const messages = useCalendarMessages()
  const items = useMemo(() => events.map(toItem), [events])
  const container = useRef<HTMLDivElement>(null)
  useWithoutTableRoles(container)

  const eventPropGetter = useCallback(
    (item: CalendarItem) => {
      if (view === 'agenda') return {}
      const short = (view === 'week' || view === 'day') && !item.allDay && item.end.getTime() - item.start.getTime() < SHORT_MINUTES * 60_000
      return { style: eventStyle(theme, CALENDAR_LOOKS[item.event.extendedProps.calendar].color), className: short ? SHORT_EVENT : undefined }
    },
    [theme, view],
  )
  const components = useMemo(
    () => ({
      toolbar: Toolbar,
      month: { event: RowEvent, dateHeader: MonthDateHeader },
      week: { event: GridEvent },
      day: { event: GridEvent },
      agenda: { event: AgendaEvent },
    }),
    [],
  )

  const selectSlot = ({ start, end }: SlotInfo) => {
    const midnight = (moment: Date) => moment.getHours() === 0 && moment.getMinutes() === 0
    onAdd({ start, end, allDay: view === 'month' || (midnight(start) && midnight(end) && end > start) })
  }
  const move = ({ event: item, start, end, isAllDay }: EventInteractionArgs<CalendarItem>) => {
    const moved = movedEvent(item.event, new Date(start), new Date(end), view === 'month' ? 'month' : isAllDay ? 'all-day row' : 'hours')
    if (moved.start !== item.event.start || moved.end !== item.event.end || moved.allDay !== item.event.allDay) onMove(moved)
  }

  return (
    <Box ref={container} sx={[{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }, calendarSx(theme)]}>
      <ToolbarNote value={note}>
        <DragAndDropCalendar
          localizer={localizer}
          culture={i18n.locale}
          messages={messages}
          formats={formats}
          rtl={theme.direction === 'rtl'}
          events={items}
          view={view}
          views={CALENDAR_VIEWS as unknown as View[]}
          date={date}
          length={AGENDA_DAYS}
          onView={(next) => onView(next as CalendarView)}
          onNavigate={(next, nextView) => onNavigate(next, nextView as CalendarView)}
          components={components}
          eventPropGetter={eventPropGetter}
          selectable
          onSelectSlot={selectSlot}
          onSelectEvent={(item) => onOpen(item.event)}
          onKeyPressEvent={(item, event) => {
            if (!opensEvent(event)) return
            event.preventDefault()
            onOpen(item.event)
          }}
          onEventDrop={move}
          onEventResize={move}
          // A month moves events across days; weeks and days also change their length.
          resizable={view !== 'month'}
          showMultiDayTimes
          scrollToTime={SCROLL_TO}
          style={{ flex: 1, height: 'auto', minHeight: 0 }}
        />
      </ToolbarNote>
    </Box>
  )
}

/** Among the hours, an event shorter than this has room for one line. */
const SHORT_MINUTES = 45

/** Weeks and days open scrolled to the start of a working day. */
const SCROLL_TO = new Date(1970, 0, 1, 8)
