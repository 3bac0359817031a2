import IconButton from '@mui/material/IconButton'
import ChevronLeft from '@mui/icons-material/ChevronLeft'
import ChevronRight from '@mui/icons-material/ChevronRight'
import { useLingui } from '@lingui/react/macro'

interface CarouselArrowsProps {
  direction: 'ltr' | 'rtl'
  canPrev: boolean
  canNext: boolean
  prev: () => void
  next: () => void
}

/** Previous and next, on the slides' sides; in right-to-left "previous" is on the right and points right. */
export function CarouselArrows({ direction, canPrev, canNext, prev, next }: CarouselArrowsProps) {
  const { t } = useLingui()
  const flip = direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined
  const button = {
    position: 'absolute',
    top: '50%',
    translate: '0 -50%',
    bgcolor: 'background.paper',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
  } as const
  return (
    <>
      <IconButton aria-label={t`Previous slide`} onClick={prev} disabled={!canPrev} sx={{ ...button, insetInlineStart: 8 }}>
        <ChevronLeft sx={flip} />
      </IconButton>
      <IconButton aria-label={t`Next slide`} onClick={next} disabled={!canNext} sx={{ ...button, insetInlineEnd: 8 }}>
        <ChevronRight sx={flip} />
      </IconButton>
    </>
  )
}
