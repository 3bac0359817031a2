import { Navigate } from '@tanstack/react-router'

/** An unknown URL goes to the error page, as the product always did. */
export function RedirectToErrorPage() {
  return <Navigate to="/misc/error" replace />
}
