import { useCallback, useEffect, useState } from 'react'
import { useTheme } from '@mui/material/styles'
import useEmblaCarousel from 'embla-carousel-react'
import type { EmblaOptionsType } from 'embla-carousel'

/**
 * Embla with the app's reading direction (in right-to-left, "next" slides in from the left, as the text runs)
 * and what its controls need: the slide shown, how many there are, and whether there is one before or after.
 * The element that holds `ref` must also say `dir`: Embla reads the layout, the option tells it which way to count.
 */
export function useCarousel(options: EmblaOptionsType = {}) {
  const { direction } = useTheme()
  const [ref, api] = useEmblaCarousel({ ...options, direction })
  const [selected, setSelected] = useState(0)
  const [count, setCount] = useState(0)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  useEffect(() => {
    if (!api) return
    const update = () => {
      setSelected(api.selectedScrollSnap())
      setCount(api.scrollSnapList().length)
      setCanPrev(api.canScrollPrev())
      setCanNext(api.canScrollNext())
    }
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  const prev = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  const goTo = useCallback((index: number) => api?.scrollTo(index), [api])
  return {
    ref,
    api,
    direction,
    selected,
    count,
    canPrev,
    canNext,
    prev,
    next,
    goTo,
  }
}
