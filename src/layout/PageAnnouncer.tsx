import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { visuallyHidden } from '@/components/visuallyHidden'
import type { PageId } from '@/registry/pages'
import { pageLoadedOn, shownPage } from './useDocumentTitle'

/** The id of the layouts' `<main>`, which the skip link targets. */
export const MAIN_ID = 'main-content'

/**
 * What a keyboard or screen-reader user needs from a page change, which a browser gives on a full
 * load and a single-page app must give itself:
 * - a "Skip to content" link, the first Tab stop of the page, that moves focus into `<main>`;
 * - after the user opens another page (its route's `staticData.page` changes; a folder of the same
 *   app is no new page), focus moves to the new page's heading (`h1`), or to `<main>` when it has none,
 *   so Tab continues from the content rather than from wherever the click was;
 * - a polite live region says the new page's name (the browser tab's title).
 */
export function PageAnnouncer() {
  const { t } = useLingui()
  const page = useRouterState({ select: (s) => shownPage(s.matches) })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const status = useRouterState({ select: (s) => s.status })
  const [announcement, setAnnouncement] = useState('')
  // The page the document was loaded on is announced by the browser; any other is a page change, also
  // the first one this layout shows after another layout's page (signing in lands here from the login page).
  const loadedHere = pageLoadedOn(page) === page
  const shown = useRef<{ page: PageId | undefined | null; pathname: string | null }>(loadedHere ? { page, pathname } : { page: null, pathname: null })

  useEffect(() => {
    // Announced and focused once its route has settled.
    if (status !== 'idle') return
    const before = shown.current
    shown.current = { page, pathname }
    // Another folder of the same app is no new page; nor is the same address with another query (a
    // search typed, a filter chosen), even if the page's matches were briefly another while the route reloaded.
    if (page === before.page || pathname === before.pathname) return
    const frame = requestAnimationFrame(() => {
      focusContent()
      // The tab's title is set by useDocumentTitle on the same change: read it once it is.
      setAnnouncement(document.title.split(' · ')[0] ?? document.title)
    })
    return () => cancelAnimationFrame(frame)
  }, [page, pathname, status])

  return (
    <>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        onClick={(event) => {
          event.preventDefault()
          focusContent()
        }}
        sx={(theme) => ({
          ...(visuallyHidden as object),
          '&:focus': {
            position: 'fixed',
            insetInlineStart: 16,
            top: 16,
            width: 'auto',
            height: 'auto',
            m: 0,
            px: 2,
            py: 1,
            clip: 'auto',
            overflow: 'visible',
            zIndex: theme.zIndex.tooltip + 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            boxShadow: theme.shadows[4],
            outline: `2px solid ${theme.palette.primary.contrastText}`,
            outlineOffset: -4,
          },
        })}
        data-testid="skip-link"
      >
        {t`Skip to content`}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="page-announcer">
        {announcement}
      </Box>
    </>
  )
}

/** Focus to the page's heading, else to `<main>` (made focusable by script only, never a Tab stop). */
function focusContent(): void {
  const main = document.getElementById(MAIN_ID)
  if (!main) return
  const target = main.querySelector<HTMLElement>('h1') ?? main
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
