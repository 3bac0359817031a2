import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { api } from '@/api'
import { addCalendarEvent, removeCalendarEvent, updateCalendarEvent, type CalendarEvent, type CalendarEventInput } from '@/api/contract/calendar'
import { optimisticMutation } from '@/lib/optimisticMutation'
import { forgetEvent, writeEvent } from './cache'
import { calendarKeys } from './queries'

/** What the update call sends for an event: all of it, since the back end replaces the event with what it is sent. */
export function replacementOf({ id, title, start, end, allDay, url, extendedProps }: CalendarEvent): CalendarEventInput & { id: number } {
  return { id, title, start, end, allDay, url, extendedProps }
}

/** What the drawer saves: a new event, or an existing one (its id) replaced. */
export interface EventSave {
  id?: number
  event: CalendarEventInput
}

/**
 * Adds or replaces an event from the drawer. The drawer waits for the answer (a refusal shows under
 * its fields), which then goes into every cached view at once, before they refetch.
 */
export function useSaveEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, event }: EventSave) =>
      id === undefined ? api(addCalendarEvent, { body: { event } }) : api(updateCalendarEvent, { body: { event: { ...event, id } } }),
    onSuccess: (event) => {
      writeEvent(queryClient, event)
      return queryClient.invalidateQueries({ queryKey: calendarKeys.events.prefix() })
    },
  })
}

/**
 * Saves an event dragged to another time or resized: it shows there at once; if the back end refuses,
 * it goes back where it was and a toast says so.
 */
export function useMoveEvent() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [calendarKeys.events.prefix()],
      mutationFn: (moved: CalendarEvent) => api(updateCalendarEvent, { body: { event: replacementOf(moved) } }),
      apply: (cache, moved) => writeEvent(cache, moved),
      applyAnswer: (cache, answer) => writeEvent(cache, answer),
      errorMessage: ({ title }) => t`“${title}” could not be moved. Please try again.`,
    }),
  )
}

/** Deletes an event: it leaves every view at once, and comes back with a toast if the back end refuses. */
export function useRemoveEvent() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  return useMutation(
    optimisticMutation(queryClient, {
      keys: () => [calendarKeys.events.prefix()],
      mutationFn: ({ id }: CalendarEvent) => api(removeCalendarEvent, { query: { id } }),
      apply: (cache, { id }) => forgetEvent(cache, id),
      errorMessage: ({ title }) => t`“${title}” could not be deleted. Please try again.`,
    }),
  )
}
