import { useSyncExternalStore } from 'react'

/**
 * Toasts, for every screen: `showToast(t\`Draft saved\`, { variant: 'success' })`, and with a way
 * back: `showToast(t\`Task deleted\`, { action: { label: t\`Undo\`, onClick: restore } })`.
 *
 * The toast stack (notistack) is downloaded with the first toast, not with the first page: most
 * visits show none, and it would cost every first load about 8 KB of gzipped JavaScript. Until
 * it has arrived, toasts wait here in order; none is lost.
 */

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info'

/** A button in the toast ("Undo"); choosing it closes the toast. `label` is translated by the caller. */
export interface ToastAction {
  label: string
  onClick: () => void
}

export interface Toast {
  message: string
  variant?: ToastVariant
  /** A toast with an action stays longer, so there is time to reach it. */
  action?: ToastAction
}

let waiting: Toast[] = []
let deliver: ((toast: Toast) => void) | null = null
let requested = false
const listeners = new Set<() => void>()

export function showToast(message: string, options: { variant?: ToastVariant; action?: ToastAction } = {}): void {
  const toast = { message, ...options }
  if (deliver) {
    deliver(toast)
    return
  }
  waiting.push(toast)
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
}

/** True once a toast was asked for: the host then mounts the toast stack. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
    () => false,
  )
}

/** Called by the mounted toast stack: shows what waited, then every new toast directly. */
export function connectToastStack(show: (toast: Toast) => void): () => void {
  deliver = show
  const queued = waiting
  waiting = []
  queued.forEach(show)
  return () => {
    if (deliver === show) deliver = null
  }
}

/** Why a toast is kept on screen for now: the pointer is over it, the focus is in it, or the window is in the background. */
export type ToastHold = 'pointer' | 'focus' | 'window'

export interface ToastTimer {
  /** Counts the time from now (the toast has appeared). */
  start(): void
  hold(reason: ToastHold): void
  /** Ends one hold; once none is left the toast gets its whole time again, to be read to the end. */
  release(reason: ToastHold): void
  stop(): void
}

/**
 * The time a toast stays: `duration` ms, never running while something holds it. Someone reading
 * it with the pointer, or tabbing to its button, keeps it until they leave it.
 */
export function toastTimer(duration: number, hide: () => void): ToastTimer {
  const holds = new Set<ToastHold>()
  let started = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    clearTimeout(timer)
    timer = started && holds.size === 0 ? setTimeout(hide, duration) : undefined
  }
  return {
    start() {
      started = true
      run()
    },
    hold(reason) {
      holds.add(reason)
      run()
    },
    release(reason) {
      if (holds.delete(reason)) run()
    },
    stop() {
      started = false
      run()
    },
  }
}
