// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { daysUntil, fullDueLabel, isOverdue, relativeDueLabel } from './dueDate'

// A Monday morning; the labels count calendar days, not hours.
const today = new Date(2025, 5, 2, 9, 30)

describe('a due date relative to today', () => {
  it('counts calendar days in the local time zone, whatever the hour', () => {
    expect(daysUntil('2025-06-02', today)).toBe(0)
    expect(daysUntil('2025-06-03', new Date(2025, 5, 2, 23, 59))).toBe(1)
    expect(daysUntil('2025-05-31', today)).toBe(-2)
    // Across the end of daylight saving time in Europe (a 25-hour day).
    expect(daysUntil('2025-10-27', new Date(2025, 9, 25, 12))).toBe(2)
  })

  it('says it in English with words for the nearest days', () => {
    expect(relativeDueLabel('2025-06-02', 'en', today)).toBe('today')
    expect(relativeDueLabel('2025-06-03', 'en', today)).toBe('tomorrow')
    expect(relativeDueLabel('2025-06-01', 'en', today)).toBe('yesterday')
    expect(relativeDueLabel('2025-06-05', 'en', today)).toBe('in 3 days')
    expect(relativeDueLabel('2025-05-29', 'en', today)).toBe('4 days ago')
  })

  it('moves to weeks, months and years as the day is further away', () => {
    expect(relativeDueLabel('2025-06-16', 'en', today)).toBe('in 2 weeks')
    expect(relativeDueLabel('2025-05-26', 'en', today)).toBe('last week')
    expect(relativeDueLabel('2025-09-02', 'en', today)).toBe('in 3 months')
    expect(relativeDueLabel('2023-06-02', 'en', today)).toBe('2 years ago')
  })

  it('speaks the active language', () => {
    expect(relativeDueLabel('2025-06-03', 'fr', today)).toBe('demain')
    expect(relativeDueLabel('2025-06-05', 'de', today)).toBe('in 3 Tagen')
    expect(relativeDueLabel('2025-05-19', 'pt', today)).toBe('há 2 semanas')
    expect(fullDueLabel('2025-06-05', 'en')).toBe('Jun 5, 2025')
    expect(fullDueLabel('2025-06-05', 'de')).toBe('05.06.2025')
  })

  it('is overdue from the day after the due day, and never once completed', () => {
    expect(isOverdue({ dueDate: '2025-06-01', isCompleted: false }, today)).toBe(true)
    expect(isOverdue({ dueDate: '2025-06-02', isCompleted: false }, today)).toBe(false)
    expect(isOverdue({ dueDate: '2025-06-01', isCompleted: true }, today)).toBe(false)
    expect(isOverdue({ dueDate: null, isCompleted: false }, today)).toBe(false)
  })
})
