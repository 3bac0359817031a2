import { useEffect, useRef, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import { usePreference } from '@/theme/settingsStore'
import type { Settings } from '@/theme/settings'
import { usePathname } from './useNavItems'

type Transition = Settings['routeTransition']

const frames: Record<Exclude<Transition, 'none'>, Keyframe[]> = {
  fade: [{ opacity: 0 }, { opacity: 1 }],
  slide: [
    { opacity: 0, transform: 'translateX(24px)' },
    { opacity: 1, transform: 'none' },
  ],
  zoom: [
    { opacity: 0, transform: 'scale(0.97)' },
    { opacity: 1, transform: 'none' },
  ],
}

/**
 * Animates the routed content each time the path changes. The Web Animations API replays the
 * animation on the same element, so the page is not remounted and keeps its state.
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const kind = usePreference('routeTransition')
  const pathname = usePathname()
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = ref.current
    if (!el || kind === 'none' || typeof el.animate !== 'function') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    const rtl = document.documentElement.dir === 'rtl'
    // Slide in from the reading direction's end in either direction.
    const keyframes = frames[kind].map((f) =>
      rtl && typeof f.transform === 'string' ? { ...f, transform: f.transform.replace('24px', '-24px') } : f,
    )
    const animation = el.animate(keyframes, { duration: 320, easing: 'cubic-bezier(0.2, 0, 0, 1)' })
    return () => animation.cancel()
  }, [pathname, kind])

  return (
    <Box ref={ref} data-route-transition={kind} sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      {children}
    </Box>
  )
}
