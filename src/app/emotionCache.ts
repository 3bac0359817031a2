import createCache, { type EmotionCache } from '@emotion/cache'
import { prefixer } from 'stylis'
import rtlPlugin from 'stylis-plugin-rtl'
import type { Direction } from '@/theme/settings'

// Right-to-left mirrors every style (margins, paddings, positions) at the stylesheet level,
// so components are written once, for left-to-right.
const caches: Partial<Record<Direction, EmotionCache>> = {}

export function emotionCache(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui' })
  return caches[direction]
}
