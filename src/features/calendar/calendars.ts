import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CalendarName } from '@/api/contract/calendarValues'

/** The theme's palette colours an event's calendar is drawn in. */
export type CalendarColor = 'error' | 'primary' | 'warning' | 'success' | 'info'

/** Each calendar's name on screen and its colour, in the order the filters list them (the contract's). */
export const CALENDAR_LOOKS: Readonly<Record<CalendarName, { name: MessageDescriptor; color: CalendarColor }>> = {
  Personal: { name: msg`Personal`, color: 'error' },
  Business: { name: msg`Business`, color: 'primary' },
  Family: { name: msg`Family`, color: 'warning' },
  Holiday: { name: msg`Holiday`, color: 'success' },
  ETC: { name: msg`ETC`, color: 'info' },
}
