import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type StatusColor = 'primary' | 'success' | 'error' | 'warning' | 'info'

/**
 * What each status number means on screen. The API gives the numbers 1 to 5 no meaning; these
 * labels are the template's choice, used by every table and by the status filter.
 */
export const STATUSES: ReadonlyArray<{ value: number; label: MessageDescriptor; color: StatusColor }> = [
  { value: 1, label: msg`Current`, color: 'primary' },
  { value: 2, label: msg`Professional`, color: 'success' },
  { value: 3, label: msg`Rejected`, color: 'error' },
  { value: 4, label: msg`Resigned`, color: 'warning' },
  { value: 5, label: msg`Applied`, color: 'info' },
]

export function statusInfo(value: number) {
  return STATUSES.find((s) => s.value === value) ?? STATUSES[0]!
}

/** A row's status as a TintedChip shows it ("Current", "Rejected"...): its label in the active language, and its colour. */
export function statusChip(value: number, i18n: I18n) {
  const { label, color } = statusInfo(value)
  return { label: i18n._(label), color }
}
