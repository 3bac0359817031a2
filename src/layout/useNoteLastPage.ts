import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { notePage } from '@/auth'

/**
 * Keeps the page a signed-in user is on (with its search), for "Remember me": signing in again
 * after the session ended opens it (src/auth/remembered.ts). The main layout calls it.
 */
export function useNoteLastPage(): void {
  const href = useRouterState({ select: (s) => s.location.href })
  useEffect(() => notePage(href), [href])
}
