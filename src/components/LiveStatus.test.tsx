import { act, render, renderHook, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announce, SETTLE_DELAY, useAnnounce } from './announce'
import { LiveStatus } from './LiveStatus'

const region = () => screen.getByRole('status')

describe('LiveStatus', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is one polite status region, in the page and empty before anything is said', () => {
    render(<LiveStatus />)
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().textContent).toBe('')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says what announce() is given, and the same text again as a new node', () => {
    render(<LiveStatus />)
    act(() => announce('Draft saved'))
    expect(region().textContent).toBe('Draft saved')
    const first = region().firstChild
    act(() => announce('Draft saved'))
    expect(region().textContent).toBe('Draft saved')
    expect(region().firstChild).not.toBe(first)
  })

  it('says only the last of texts given in a burst, once they pause', () => {
    render(<LiveStatus />)
    const { result } = renderHook(() => useAnnounce())
    act(() => result.current('1 user'))
    act(() => vi.advanceTimersByTime(SETTLE_DELAY - 100))
    act(() => result.current('3 users'))
    act(() => vi.advanceTimersByTime(SETTLE_DELAY - 100))
    expect(region().textContent).toBe('')
    act(() => vi.advanceTimersByTime(100))
    expect(region().textContent).toBe('3 users')
  })

  it('drops the waiting text on say(null) and when the screen unmounts', () => {
    render(<LiveStatus />)
    const { result, unmount } = renderHook(() => useAnnounce())
    act(() => result.current('1 user'))
    act(() => result.current(null))
    act(() => vi.advanceTimersByTime(SETTLE_DELAY * 2))
    expect(region().textContent).toBe('')

    act(() => result.current('2 users'))
    unmount()
    act(() => vi.advanceTimersByTime(SETTLE_DELAY * 2))
    expect(region().textContent).toBe('')
  })
})
