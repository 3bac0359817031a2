import { useState } from 'react'
import dayjs from 'dayjs'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import Refresh from '@mui/icons-material/Refresh'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CalendarEvent } from '@/api/contract/calendar'
import { CALENDARS } from '@/api/contract/calendarValues'
import { contractMismatchText } from '@/api/errorText'
import { lazyOnOpen } from '@/components/lazyOnOpen'
import { SplitAppLayout } from '@/components/SplitAppLayout'
import { visuallyHidden } from '@/components/visuallyHidden'
import { listedIn } from './cache'
import type { EventTarget } from './form/EventDrawer'
import { useMoveEvent } from './mutations'
import { calendarQueries, eventsQuery } from './queries'
import { dayOf, dayText } from './range'
import type { CalendarSearch, CalendarSearchChange } from './search'
import { CalendarSidebar } from './sidebar/CalendarSidebar'
import { CalendarGrid } from './view/CalendarGrid'

const EventDrawer = lazyOnOpen(() => import('./form/EventDrawer').then((module) => module.EventDrawer))

interface CalendarScreenProps {
  /** The view, the day and the calendars shown, from the address. */
  search: CalendarSearch
  onSearchChange: CalendarSearchChange
}

/**
 * /apps/calendar: the sidebar (Add Event, a month to pick a day from, the calendars to show) beside
 * the calendar (month, week, day or a list), whose events come from the back end for the days on
 * screen only. A day or a time chosen on it opens the drawer to add an event there; an event opens
 * it to edit; dragging an event moves it (and in a week or a day, its edges change its length).
 */
export function CalendarScreen({ search, onSearchChange }: CalendarScreenProps) {
  const { t } = useLingui()
  const date = dayOf(search.date)
  const query = eventsQuery(search)
  // While another view loads, what is known of it shows: the events already here that it lists.
  const events = useQuery({ ...calendarQueries.events(query), placeholderData: (previous) => previous?.filter((event) => listedIn(event, query)) })
  const move = useMoveEvent()
  const [drawer, setDrawer] = useState<{ open: boolean; target: EventTarget | null }>({ open: false, target: null })
  const openDrawer = (target: EventTarget) => setDrawer({ open: true, target })

  // Today is left out of the address: a link without a day always opens on the day it is opened.
  const showDay = (day: Date, view = search.view) => onSearchChange({ date: dayjs(day).isSame(new Date(), 'day') ? undefined : dayText(day), view })
  const addAt = (start: Date) => openDrawer({ kind: 'new', start: dayjs(start).hour(9).toDate(), end: dayjs(start).hour(10).toDate(), allDay: false })

  const none = search.calendars.length === 0
  const failed = events.isError && !events.data
  const note = none ? (
    <Alert
      role="status"
      severity="info"
      sx={{ mx: { xs: 1.5, sm: 2.5 }, mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => onSearchChange({ calendars: [...CALENDARS] })}>
          <Trans>View all</Trans>
        </Button>
      }
    >
      <Trans>No calendar is chosen, so no events show. Choose calendars in the sidebar.</Trans>
    </Alert>
  ) : failed ? (
    <Alert
      role="alert"
      severity="error"
      sx={{ mx: { xs: 1.5, sm: 2.5 }, mb: 2 }}
      action={
        <Button color="inherit" size="small" startIcon={<Refresh />} onClick={() => void events.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      }
    >
      {contractMismatchText(events.error) ?? <Trans>The events could not be loaded. Check your connection, then try again.</Trans>}
    </Alert>
  ) : null

  return (
    <>
      <SplitAppLayout
        data-testid="calendar-app"
        sidebarRole="complementary"
        sidebarLabel={t`Calendar options`}
        sidebarWidth={300}
        sidebar={
          <CalendarSidebar
            date={date}
            calendars={search.calendars}
            onDateChange={(day) => showDay(day)}
            onCalendarsChange={(calendars) => onSearchChange({ calendars })}
            onAdd={() => addAt(date)}
          />
        }
        detailLabel={t`Event`}
        sx={{ minHeight: { xs: 620, md: 760 } }}
      >
        {/* The page's one heading, for those who move by headings: the screen shows the app, not a title. */}
        <Typography component="h1" sx={visuallyHidden}>
          {t`Calendar`}
        </Typography>
        <Box
          sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
          aria-busy={events.isFetching && (events.isPlaceholderData || events.isPending)}
          data-testid="calendar-main"
        >
          {events.isFetching && (events.isPlaceholderData || events.isPending) && (
            <LinearProgress aria-label={t`Loading events`} sx={{ position: 'absolute', insetInline: 0, top: 0, height: 2, zIndex: 5 }} />
          )}
          <CalendarGrid
            view={search.view}
            date={date}
            events={events.data ?? NO_EVENTS}
            note={note}
            onNavigate={(day, view) => showDay(day, view)}
            onView={(view) => onSearchChange({ view })}
            onAdd={(slot) => openDrawer({ kind: 'new', ...slot })}
            onOpen={(event) => openDrawer({ kind: 'edit', event })}
            onMove={(event) => move.mutate(event)}
          />
        </Box>
      </SplitAppLayout>
      <EventDrawer open={drawer.open} target={drawer.target} onClose={() => setDrawer((current) => ({ ...current, open: false }))} />
    </>
  )
}

const NO_EVENTS: readonly CalendarEvent[] = []
