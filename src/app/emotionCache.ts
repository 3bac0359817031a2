import { useEffect, useReducer } from 'react'
import createCache, { type EmotionCache } from '@emotion/cache'
import type { Direction } from '@/theme/settings'

// Right-to-left mirrors every style (margins, paddings, positions) at the stylesheet level, so
// components are written once, for left-to-right. The mirroring plugin is only downloaded by
// those who switch to right-to-left: left-to-right users never pay for it.
const ltr = createCache({ key: 'mui' })
let rtl: EmotionCache | undefined
let rtlLoading: Promise<EmotionCache> | undefined

/** Downloads the right-to-left plugin once and builds its cache. */
export function loadRtlCache(): Promise<EmotionCache> {
  // The mirroring plugin alone: stylis' own vendor prefixer (4.4) does not understand the rules emotion's
  // bundled stylis (4.2) hands it and threw on `::placeholder` and `:read-only`; the browsers the app
  // supports need no vendor prefixes.
  rtlLoading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    rtl = createCache({ key: 'mui-rtl', stylisPlugins: [rtlPlugin] })
    return rtl
  })
  return rtlLoading
}

/** The cache for a direction; for right-to-left, once its plugin has arrived (a re-render follows). */
export function useEmotionCache(direction: Direction): EmotionCache {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  useEffect(() => {
    if (direction === 'rtl' && !rtl) void loadRtlCache().then(rerender)
  }, [direction])
  return direction === 'rtl' && rtl ? rtl : ltr
}
