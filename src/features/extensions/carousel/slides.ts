import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A picture of the carousels: one of the blog's offline illustrations (public/images/blog), and its caption. */
export interface Slide {
  src: string
  caption: MessageDescriptor
}

export const SLIDES: readonly Slide[] = [
  {
    src: '/images/blog/a-slow-train-across-the-alps.svg',
    caption: msg`A slow train across the Alps`,
  },
  {
    src: '/images/blog/a-weekend-in-porto-on-a-budget.svg',
    caption: msg`A weekend in Porto`,
  },
  {
    src: '/images/blog/autumn-soups-to-batch-cook.svg',
    caption: msg`Autumn soups`,
  },
  {
    src: '/images/blog/packing-light-for-two-weeks.svg',
    caption: msg`Packing light`,
  },
  {
    src: '/images/blog/street-style-from-copenhagen.svg',
    caption: msg`Street style from Copenhagen`,
  },
]
