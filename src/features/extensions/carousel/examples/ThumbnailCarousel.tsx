import { useEffect } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Stack from '@mui/material/Stack'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { SlideImage } from '../SlideImage'
import { SLIDES } from '../slides'
import { useCarousel } from '../useCarousel'

export const meta: ExampleMeta = {
  title: msg`Thumbnails`,
  description: msg`A second carousel of small pictures that chooses the slide and follows it.`,
  order: 3,
}

export default function ThumbnailCarousel() {
  const { t, i18n } = useLingui()
  const { ref: mainRef, direction, selected, goTo } = useCarousel()
  // The strip scrolls freely and is moved by the main carousel: it keeps the chosen thumbnail in view.
  const { ref: stripRef, api: stripApi } = useCarousel({ containScroll: 'keepSnaps', dragFree: true })
  useEffect(() => {
    stripApi?.scrollTo(selected)
  }, [stripApi, selected])

  return (
    <Stack spacing={1.5} component="section" aria-roledescription={t`carousel`} aria-label={t`Pictures with thumbnails`}>
      <Box ref={mainRef} dir={direction} sx={{ overflow: 'hidden', borderRadius: 1 }}>
        <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
          {SLIDES.map((slide, index) => (
            <Box key={slide.src} sx={{ flex: '0 0 100%', minWidth: 0 }} aria-hidden={index !== selected}>
              <SlideImage slide={slide} index={index} count={SLIDES.length} />
            </Box>
          ))}
        </Box>
      </Box>
      <Box ref={stripRef} dir={direction} sx={{ overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', gap: 1, p: 0.5 }}>
          {SLIDES.map((slide, index) => (
            <ButtonBase
              key={slide.src}
              aria-label={i18n._(slide.caption)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => goTo(index)}
              sx={{
                flex: { xs: '0 0 28%', sm: '0 0 18%' },
                minWidth: 0,
                borderRadius: 1,
                overflow: 'hidden',
                outline: 2,
                outlineColor: index === selected ? 'primary.main' : 'transparent',
                opacity: index === selected ? 1 : 0.6,
                '&:focus-visible': { outlineColor: 'primary.dark', opacity: 1 },
              }}
            >
              <Box
                component="img"
                src={slide.src}
                alt=""
                draggable={false}
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '16 / 9',
                  objectFit: 'cover',
                }}
              />
            </ButtonBase>
          ))}
        </Box>
      </Box>
    </Stack>
  )
}
