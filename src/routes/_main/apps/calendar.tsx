import { createFileRoute } from '@tanstack/react-router'
import { loadCalendar } from '@/features/calendar/queries'
import { calendarSearch } from '@/features/calendar/search'
import { CalendarScreen } from '@/features/calendar/CalendarScreen'
import { queryClient } from '@/api/queryClient'
import { pageRoute } from '@/registry/pages'

export const Route = createFileRoute('/_main/apps/calendar')({
  ...pageRoute('calendar'),
  ...calendarSearch.route,
  loader: ({ location, cause }) => loadCalendar(queryClient, calendarSearch.read(location.search), cause),
  component: function CalendarPage() {
    return <CalendarScreen search={Route.useSearch()} onSearchChange={calendarSearch.navigator(Route.useNavigate())} />
  },
})
