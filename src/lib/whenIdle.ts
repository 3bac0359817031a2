/**
 * Runs `task` when the browser has a quiet moment (at the latest after `timeoutMs`), for work that
 * should be ready before it is needed but must not compete with what the user is waiting for:
 * code a click will want, the mock back end. Returns a function that cancels it.
 * (Safari has no requestIdleCallback: there, a zero timeout.)
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 0)
  return () => clearTimeout(handle)
}
