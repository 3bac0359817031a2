import type { MouseEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { safeUrl } from '@/lib/safeUrl'

/**
 * Props that make an anchor open one of the app's pages by its link from the back end (a plain
 * string, so the router's typed `to` does not apply). A plain click navigates inside the app;
 * Ctrl/Cmd/Shift/middle click keep the browser's own behaviour (new tab, new window). A link that
 * is not a path of this site (the URL rule's `page`) gets no href and goes nowhere.
 */
export function usePageLink() {
  const navigate = useNavigate()
  return (link: string, onNavigate?: () => void) => {
    const href = safeUrl(link, 'page')
    return {
      href,
      onClick: (event: MouseEvent<HTMLElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        if (href === undefined) return
        onNavigate?.()
        void navigate({ href })
      },
    }
  }
}
