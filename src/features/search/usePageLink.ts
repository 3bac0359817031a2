import type { MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'

/**
 * Props that make an anchor open one of the app's pages by its link from the back end (a plain
 * string, so the router's typed `to` does not apply). A plain click navigates inside the app;
 * Ctrl/Cmd/Shift/middle click keep the browser's own behaviour (new tab, new window).
 */
export function usePageLink() {
  const navigate = useNavigate()
  return (link: string, onNavigate?: () => void) => ({
    href: link,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onNavigate?.()
      void navigate({ href: link })
    },
  })
}
