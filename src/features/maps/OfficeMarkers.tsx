import { useId, useState, type KeyboardEvent } from 'react'
import Popover from '@mui/material/Popover'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import type { GeoProjection } from 'd3-geo'
import type { ZoomTransform } from 'd3-zoom'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { countryName } from './countryNames'
import { OFFICES, type Office } from './offices'

interface OfficeMarkersProps {
  projection: GeoProjection
  /** The map's zoom: the markers follow its places but keep their size. */
  transform: ZoomTransform
}

/**
 * The offices as round markers, each a button: a click, Enter or Space opens its card (city,
 * country, people); Escape or a click elsewhere closes it and the focus is back on the marker.
 */
export function OfficeMarkers({ projection, transform }: OfficeMarkersProps) {
  const { i18n } = useLingui()
  const theme = useTheme()
  const [open, setOpen] = useState<{ office: Office; anchor: Element } | null>(null)
  const cardId = useId()

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, office: Office) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    event.stopPropagation()
    setOpen({ office, anchor: event.currentTarget })
  }

  return (
    <>
      {OFFICES.map((office) => {
        const point = projection([office.lon, office.lat])
        if (!point) return null
        const [x, y] = transform.apply(point)
        const city = i18n._(office.city)
        return (
          <g
            key={office.id}
            role="button"
            tabIndex={0}
            aria-label={city}
            aria-haspopup="dialog"
            aria-expanded={open?.office.id === office.id}
            aria-controls={open?.office.id === office.id ? cardId : undefined}
            data-office={office.id}
            transform={`translate(${x},${y})`}
            style={{ cursor: 'pointer', outline: 'none' }}
            onClick={(event) => setOpen({ office, anchor: event.currentTarget })}
            onKeyDown={(event) => onKeyDown(event, office)}
            className="office"
          >
            {/* A larger, unseen target for a finger. */}
            <circle r={14} fill="transparent" />
            <circle className="ring" r={11} fill="none" stroke={theme.palette.text.primary} strokeWidth={2} />
            <circle r={6.5} fill={theme.palette.warning.main} stroke={theme.palette.background.paper} strokeWidth={2} />
          </g>
        )
      })}
      <Popover
        open={open !== null}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ paper: { id: cardId, role: 'dialog', 'aria-label': open ? i18n._(open.office.city) : undefined, sx: { px: 2, py: 1.5, mt: -1.5 } } }}
      >
        {open && (
          <>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {i18n._(open.office.city)}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {countryName(i18n.locale, open.office.country, open.office.country)}
            </Typography>
            <Typography variant="body2" data-testid="office-people">
              {plural(open.office.people, { one: '# person works here', other: '# people work here' })}
            </Typography>
          </>
        )}
      </Popover>
    </>
  )
}
