import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Slide } from './slides'

/**
 * One slide: the picture and its caption, as a group a screen reader names "2 of 5". The pictures are
 * decorative (the caption says what they show); Embla moves the slides, so they never take the focus.
 */
export function SlideImage({ slide, index, count, caption = true }: { slide: Slide; index: number; count: number; caption?: boolean }) {
  const { t, i18n } = useLingui()
  const position = index + 1
  return (
    <Box
      role="group"
      aria-roledescription={t`slide`}
      aria-label={plural(count, { one: `${position} of #`, other: `${position} of #` })}
      sx={{
        position: 'relative',
        borderRadius: 1,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
        bgcolor: 'action.hover',
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
          height: '100%',
          objectFit: 'cover',
        }}
      />
      {caption && (
        <Typography
          variant="subtitle2"
          component="p"
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            px: 2,
            py: 1,
            color: 'common.white',
            bgcolor: 'rgba(0, 0, 0, 0.45)',
          }}
        >
          {i18n._(slide.caption)}
        </Typography>
      )}
    </Box>
  )
}
