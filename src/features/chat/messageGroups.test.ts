// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dayBefore, groupMessages, localDay, relativeDay, type ShownMessage } from './messageGroups'

/** A message at a local time (the user's time zone decides the day), by 11 (the user) or a contact. */
function at(key: string, senderId: number, year: number, month: number, day: number, hour: number, minute = 0): ShownMessage {
  return { key, message: key, time: new Date(year, month - 1, day, hour, minute).toISOString(), senderId }
}

describe('groupMessages', () => {
  it('heads each day and runs consecutive messages of one sender together', () => {
    const messages = [
      at('a', 4, 2025, 6, 1, 9),
      at('b', 4, 2025, 6, 1, 9, 5),
      at('c', 11, 2025, 6, 1, 10),
      at('d', 4, 2025, 6, 1, 23, 59),
      // Past midnight: a new day starts a new run, though the sender is the same.
      at('e', 4, 2025, 6, 2, 0, 1),
      at('f', 11, 2025, 6, 2, 8),
      at('g', 11, 2025, 6, 2, 8, 1),
    ]
    const items = groupMessages(messages)
    expect(items.map((item) => (item.kind === 'day' ? `day ${item.day}` : `${item.senderId}: ${item.messages.map((m) => m.key).join('')}`))).toEqual([
      'day 2025-06-01',
      '4: ab',
      '11: c',
      '4: d',
      'day 2025-06-02',
      '4: e',
      '11: fg',
    ])
  })

  it("keys a run by its first message, so it keeps its key as messages join it", () => {
    const first = [at('m0', 4, 2025, 6, 2, 9), at('m1', 11, 2025, 6, 2, 10)]
    const later = [...first, at('m2', 11, 2025, 6, 2, 10, 1)]
    const keys = (messages: ShownMessage[]) => groupMessages(messages).map((item) => item.key)
    expect(keys(later)).toEqual(keys(first))
    expect(keys(first)).toEqual(['day-2025-06-02', 'group-m0', 'group-m1'])
  })

  it('lays out nothing for an empty thread', () => {
    expect(groupMessages([])).toEqual([])
  })
})

describe('days', () => {
  it('reads the calendar day where the user is', () => {
    expect(localDay(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31')
    expect(localDay(new Date(2025, 1, 1, 0, 0))).toBe('2025-02-01')
  })

  it('finds the day before across months and years', () => {
    expect(dayBefore('2025-03-01')).toBe('2025-02-28')
    expect(dayBefore('2024-03-01')).toBe('2024-02-29')
    expect(dayBefore('2025-01-01')).toBe('2024-12-31')
  })

  it('says today, yesterday or earlier', () => {
    expect(relativeDay('2025-06-02', '2025-06-02')).toBe('today')
    expect(relativeDay('2025-06-01', '2025-06-02')).toBe('yesterday')
    expect(relativeDay('2025-05-31', '2025-06-02')).toBe('earlier')
    expect(relativeDay('2025-05-31', '2025-06-01')).toBe('yesterday')
  })
})
