import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from '@mui/material/styles'
import { createAppTheme } from '@/theme/createAppTheme'
import ToastStack from './ToastStack'
import { showToast } from './toast'

function renderStack() {
  render(
    <ThemeProvider theme={createAppTheme({ mode: 'light', skin: 'default', direction: 'ltr', primaryColor: '#7367F0' })}>
      <ToastStack />
    </ThemeProvider>,
  )
}

/** Lets `ms` pass, a step at a time: each step's React updates schedule the next transition's timers. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100) act(() => vi.advanceTimersByTime(Math.min(100, left)))
}

describe('ToastStack', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps a toast while the focus is in it, and lets it go its time after the focus leaves', () => {
    vi.useFakeTimers()
    renderStack()
    const restore = vi.fn()
    act(() => showToast('Task deleted', { action: { label: 'Undo', onClick: restore } }))
    const undo = screen.getByRole('button', { name: 'Undo' })
    act(() => undo.focus())
    wait(60_000)
    expect(screen.queryByText('Task deleted')).not.toBeNull()

    act(() => undo.blur())
    wait(7_500)
    expect(screen.queryByText('Task deleted')).not.toBeNull()
    // Its 8 s, then its way out.
    wait(1_500)
    expect(screen.queryByText('Task deleted')).toBeNull()
    expect(restore).not.toHaveBeenCalled()
  })

  it('keeps a toast while the pointer is on it', () => {
    vi.useFakeTimers()
    renderStack()
    act(() => showToast('Draft saved', { variant: 'success' }))
    const toast = screen.getByText('Draft saved')
    fireEvent.mouseEnter(toast.closest('.notistack-Snackbar')!)
    wait(60_000)
    expect(screen.queryByText('Draft saved')).not.toBeNull()
    fireEvent.mouseLeave(toast.closest('.notistack-Snackbar')!)
    wait(3_500)
    expect(screen.queryByText('Draft saved')).not.toBeNull()
    wait(1_500)
    expect(screen.queryByText('Draft saved')).toBeNull()
  })
})
