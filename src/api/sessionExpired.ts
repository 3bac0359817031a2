/**
 * What happens when the session cannot be renewed. The client knows no router, so the app
 * registers the reaction (navigate to `/pages/login-v2?redirect=<current path>`).
 */
type Handler = () => void
let handler: Handler = () => {}

/** Registers the one reaction to an expired session; returns a function that removes it. */
export function onSessionExpired(next: Handler): () => void {
  handler = next
  return () => {
    if (handler === next) handler = () => {}
  }
}

export function notifySessionExpired(): void {
  handler()
}
