import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { CarouselArrows } from '../CarouselArrows'
import { CarouselDots } from '../CarouselDots'
import { SlideImage } from '../SlideImage'
import { SLIDES } from '../slides'
import { useCarousel } from '../useCarousel'

export const meta: ExampleMeta = {
  title: msg`Arrows and dots`,
  description: msg`One slide at a time: swipe, use the arrows or pick a dot.`,
  order: 1,
}

export default function BasicCarousel() {
  const { t } = useLingui()
  const { ref, direction, selected, count, canPrev, canNext, prev, next, goTo } = useCarousel()
  return (
    <Stack spacing={1} component="section" aria-roledescription={t`carousel`} aria-label={t`Travel pictures`}>
      <Box sx={{ position: 'relative' }}>
        <Box ref={ref} dir={direction} sx={{ overflow: 'hidden', borderRadius: 1 }}>
          <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }} aria-live="polite">
            {SLIDES.map((slide, index) => (
              <Box key={slide.src} sx={{ flex: '0 0 100%', minWidth: 0 }} aria-hidden={index !== selected}>
                <SlideImage slide={slide} index={index} count={SLIDES.length} />
              </Box>
            ))}
          </Box>
        </Box>
        <CarouselArrows direction={direction} canPrev={canPrev} canNext={canNext} prev={prev} next={next} />
      </Box>
      <CarouselDots count={count} selected={selected} goTo={goTo} />
    </Stack>
  )
}
