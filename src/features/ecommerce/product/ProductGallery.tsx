import { useRef, useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import { useTheme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'

/**
 * A product's pictures: the chosen one large, all of them as thumbnails below. The thumbnails are one
 * stop of the Tab key (a roving tab index): the arrow keys go from picture to picture (in the reading
 * direction), Home and End to the first and last; each says which picture it shows and whether it is the one shown.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const { t } = useLingui()
  const theme = useTheme()
  const [chosen, setChosen] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const count = pictures.length
  const shown = Math.min(chosen, count - 1)
  // "Picture 2 of 3" names a place in a row, not an amount: no plural forms.
  const last = count

  const choose = (index: number) => {
    const next = (index + count) % count
    setChosen(next)
    thumbs.current[next]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = theme.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = theme.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const moves: Record<string, () => number> = {
      [forward]: () => shown + 1,
      [back]: () => shown - 1,
      Home: () => 0,
      End: () => count - 1,
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    choose(move())
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', borderRadius: 2, display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
        <Box
          component="img"
          src={pictures[shown]}
          alt={t`${name}, picture ${shown + 1} of ${last}`}
          width={800}
          height={600}
          data-testid="gallery-picture"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 3 }}
        />
      </Box>
      {count > 1 && (
        <Box role="group" aria-label={t`Pictures of ${name}`} onKeyDown={onKeyDown} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          {pictures.map((picture, index) => (
            <ButtonBase
              key={picture}
              ref={(element) => {
                thumbs.current[index] = element
              }}
              tabIndex={index === shown ? 0 : -1}
              aria-pressed={index === shown}
              aria-label={t`Show picture ${index + 1} of ${last}`}
              onClick={() => choose(index)}
              sx={{
                width: 80,
                aspectRatio: '4 / 3',
                borderRadius: 1.5,
                bgcolor: 'action.hover',
                border: 2,
                borderColor: index === shown ? 'primary.main' : 'transparent',
                overflow: 'hidden',
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Box component="img" src={picture} alt="" width={80} height={60} sx={{ width: '100%', height: '100%', objectFit: 'contain', p: 0.5 }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  )
}
