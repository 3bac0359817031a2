import type { ReactNode } from 'react'
import { act, renderHook, waitFor } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { updateCalendarEvent, type CalendarEvent } from '@/api/contract/calendar'
import { createQueryClient, reportMutationErrors } from '@/api/queryClient'
import { showToast } from '@/components/toast'
import { configureMock } from '@/mocks/settings'
import { setupSignedInBackend } from '@/test/signedIn'
import { useMoveEvent } from './mutations'
import { calendarQueries, type EventsQuery } from './queries'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

setupSignedInBackend('admin')
// As the app's DataProvider does: a refused change says so in a toast.
reportMutationErrors((message) => showToast(message, { variant: 'error' }))
beforeEach(() => vi.mocked(showToast).mockClear())
afterEach(() => configureMock())

// The seed's week (its day is 2025-06-02, a Monday), every calendar.
const week: EventsQuery = {
  calendars: ['Personal', 'Business', 'Family', 'Holiday', 'ETC'],
  start: '2025-06-01T00:00:00.000Z',
  end: '2025-06-08T00:00:00.000Z',
}

async function moveHook() {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const client = createQueryClient({ retry: false })
  const events = await client.fetchQuery(calendarQueries.events(week))
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  )
  const { result } = renderHook(() => useMoveEvent(), { wrapper })
  const cached = () => client.getQueryData<CalendarEvent[]>(calendarQueries.events(week).queryKey) ?? []
  const sync = events.find((event) => event.title === 'Weekly team sync')!
  const nextDay = { ...sync, start: '2025-06-03T09:00:00.000Z', end: '2025-06-03T09:30:00.000Z' }
  return { result, cached, sync, nextDay }
}

describe('moving an event', () => {
  it('shows it where it was dropped at once, and keeps it there once saved', async () => {
    configureMock({ latency: [150, 150] })
    const { result, cached, sync, nextDay } = await moveHook()
    act(() => result.current.mutate(nextDay))
    await waitFor(() => expect(cached().find((event) => event.id === sync.id)?.start).toBe(nextDay.start))
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(cached().find((event) => event.id === sync.id)).toMatchObject({ start: nextDay.start, end: nextDay.end })
    expect(showToast).not.toHaveBeenCalled()
  })

  it('puts it back and says so when the back end refuses', async () => {
    configureMock({ latency: [150, 150], failures: { [updateCalendarEvent.id]: { status: 500 } } })
    const { result, cached, sync, nextDay } = await moveHook()
    act(() => result.current.mutate(nextDay))
    await waitFor(() => expect(cached().find((event) => event.id === sync.id)?.start).toBe(nextDay.start))
    await waitFor(() => expect(result.current.isError).toBe(true))
    await waitFor(() => expect(cached().find((event) => event.id === sync.id)?.start).toBe(sync.start))
    expect(showToast).toHaveBeenCalledWith('“Weekly team sync” could not be moved. Please try again.', { variant: 'error' })
  })
})
