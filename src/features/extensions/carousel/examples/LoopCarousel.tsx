import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { CarouselArrows } from '../CarouselArrows'
import { SlideImage } from '../SlideImage'
import { SLIDES } from '../slides'
import { useCarousel } from '../useCarousel'

export const meta: ExampleMeta = {
  title: msg`Endless loop`,
  description: msg`Several slides in view, and after the last one the first again; nothing moves on its own.`,
  order: 2,
}

export default function LoopCarousel() {
  const { t } = useLingui()
  // No autoplay: a carousel that moves by itself takes the reader's eye, and is hard to read for many.
  const { ref, direction, canPrev, canNext, prev, next } = useCarousel({
    loop: true,
    align: 'start',
  })
  return (
    <Stack component="section" aria-roledescription={t`carousel`} aria-label={t`Recipes and travels`} sx={{ position: 'relative' }}>
      <Box ref={ref} dir={direction} sx={{ overflow: 'hidden' }}>
        {/* The gap is each slide's own start padding, the track pulled back by as much: Embla measures the slides. */}
        <Box
          sx={{
            display: 'flex',
            touchAction: 'pan-y pinch-zoom',
            marginInlineStart: -2,
          }}
        >
          {SLIDES.map((slide, index) => (
            <Box
              key={slide.src}
              sx={{
                flex: { xs: '0 0 80%', sm: '0 0 50%' },
                minWidth: 0,
                paddingInlineStart: 2,
              }}
            >
              <SlideImage slide={slide} index={index} count={SLIDES.length} />
            </Box>
          ))}
        </Box>
      </Box>
      <CarouselArrows direction={direction} canPrev={canPrev} canNext={canNext} prev={prev} next={next} />
    </Stack>
  )
}
