// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectToastStack, showToast, toastTimer, type Toast } from './toast'

describe('showToast', () => {
  it('keeps toasts asked for before the stack has loaded, in order, then delivers directly', () => {
    showToast('first', { variant: 'success' })
    showToast('second')
    const shown: Toast[] = []
    const disconnect = connectToastStack((toast) => shown.push(toast))
    expect(shown).toEqual([{ message: 'first', variant: 'success' }, { message: 'second' }])

    showToast('third', { variant: 'error' })
    expect(shown.at(-1)).toEqual({ message: 'third', variant: 'error' })

    disconnect()
    showToast('fourth')
    expect(shown).toHaveLength(3)
    const later: Toast[] = []
    connectToastStack((toast) => later.push(toast))
    expect(later).toEqual([{ message: 'fourth' }])
  })
})

describe('toastTimer', () => {
  afterEach(() => vi.useRealTimers())

  it('hides a toast once its time is up, counted from when it shows', () => {
    vi.useFakeTimers()
    const hide = vi.fn()
    const timer = toastTimer(4000, hide)
    vi.advanceTimersByTime(10_000)
    expect(hide).not.toHaveBeenCalled()
    timer.start()
    vi.advanceTimersByTime(3999)
    expect(hide).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(hide).toHaveBeenCalledOnce()
  })

  it('keeps it while the pointer is on it or the focus in it, then gives it its whole time again', () => {
    vi.useFakeTimers()
    const hide = vi.fn()
    const timer = toastTimer(4000, hide)
    timer.start()
    vi.advanceTimersByTime(3000)
    timer.hold('pointer')
    timer.hold('focus')
    vi.advanceTimersByTime(60_000)
    timer.release('pointer')
    // The focus is still in it.
    vi.advanceTimersByTime(60_000)
    expect(hide).not.toHaveBeenCalled()
    timer.release('focus')
    vi.advanceTimersByTime(3999)
    expect(hide).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(hide).toHaveBeenCalledOnce()
  })

  it('never hides a toast that has gone', () => {
    vi.useFakeTimers()
    const hide = vi.fn()
    const timer = toastTimer(4000, hide)
    timer.start()
    timer.stop()
    timer.release('window')
    vi.advanceTimersByTime(10_000)
    expect(hide).not.toHaveBeenCalled()
  })
})
