import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { useLingui } from '@lingui/react/macro'

/** A dot per slide: a button to go to it, the current one marked (aria-current) and wider. */
export function CarouselDots({ count, selected, goTo }: { count: number; selected: number; goTo: (index: number) => void }) {
  const { t } = useLingui()
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      {Array.from({ length: count }, (_, index) => {
        const slide = index + 1
        return (
          <ButtonBase
            key={index}
            aria-label={t`Go to slide ${slide}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => goTo(index)}
            sx={{
              p: 1,
              borderRadius: 2,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <Box
              component="span"
              sx={{
                display: 'block',
                height: 8,
                width: index === selected ? 24 : 8,
                borderRadius: 4,
                bgcolor: index === selected ? 'primary.main' : 'action.disabled',
                transition: (theme) => theme.transitions.create(['width', 'background-color']),
              }}
            />
          </ButtonBase>
        )
      })}
    </Box>
  )
}
