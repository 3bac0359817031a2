import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { alpha, useTheme } from '@mui/material/styles'
import AddOutlined from '@mui/icons-material/AddOutlined'
import RemoveOutlined from '@mui/icons-material/RemoveOutlined'
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined'
import { geoNaturalEarth1, geoPath } from 'd3-geo'
import { select } from 'd3-selection'
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CountryCustomers } from '@/api/contract/maps'
import { CountryLayer, type DrawnCountry } from './CountryLayer'
import { countryName } from './countryNames'
import { OfficeMarkers } from './OfficeMarkers'
import { useWidth } from './useWidth'
import { worldCountries } from './world'

/** How far in a reader may zoom: a city's surroundings at 1:110m say nothing more beyond. */
export const MAX_ZOOM = 8
/** One press of + or − (or its button). */
const ZOOM_STEP = 1.5
/** One press of an arrow, in screen pixels. */
const PAN_STEP = 60

interface WorldMapProps {
  /** Customers by world-atlas id; absent while they load. */
  figures: ReadonlyMap<string, CountryCustomers> | undefined
  /** The colour a figure is shown in (undefined: no customers). */
  fillOf: (customers: number) => string | undefined
  /** The colour of a country without customers. */
  noData: string
}

/**
 * The world as SVG, sized to its container: countries coloured by their customers, the offices
 * as markers, zoom and pan by wheel, drag, pinch, keyboard (+, −, 0 and the arrows when it has the
 * focus) and three named buttons. No tile server: the shapes come with the page (./world.ts).
 */
export function WorldMap({ figures, fillOf, noData }: WorldMapProps) {
  const { t, i18n } = useLingui()
  const theme = useTheme()
  const boxRef = useRef<HTMLDivElement>(null)
  const svgRef = useRef<SVGSVGElement>(null)
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown>>(null)
  const width = useWidth(boxRef)
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity)
  const [active, setActive] = useState<string | null>(null)
  const hintId = useId()

  const shapes = useMemo(() => worldCountries(), [])
  const { projection, height, paths } = useMemo(() => {
    const collection = { type: 'FeatureCollection' as const, features: shapes }
    const projection = geoNaturalEarth1().fitWidth(Math.max(width, 1), collection)
    const path = geoPath(projection)
    const [, [, bottom]] = path.bounds(collection)
    return { projection, height: Math.ceil(bottom), paths: shapes.map((shape) => path(shape) ?? '') }
  }, [shapes, width])

  const countries = useMemo<DrawnCountry[]>(
    () =>
      shapes.map((shape, i) => {
        const figure = shape.id ? figures?.get(shape.id) : undefined
        return {
          key: shape.id ?? shape.properties.name,
          id: shape.id,
          d: paths[i]!,
          name: figure ? countryName(i18n.locale, figure.alpha2, figure.country) : shape.properties.name,
          figure,
          fill: (figure && fillOf(figure.customers)) ?? noData,
        }
      }),
    [shapes, paths, figures, fillOf, noData, i18n.locale],
  )
  const customersText = useCallback(
    (customers: number) => plural(customers, { one: '# customer', other: '# customers' }),
    // A new language makes it again, so the words follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  )
  const labelOf = useCallback((country: DrawnCountry) => `${country.name}: ${customersText(country.figure?.customers ?? 0)}`, [customersText])

  // The zoom behaviour, made again for each size: its limits are the drawing's own box, so the world never leaves the frame.
  useEffect(() => {
    const svg = svgRef.current
    if (!svg || width === 0) return
    const extent: [[number, number], [number, number]] = [
      [0, 0],
      [width, height],
    ]
    const made = zoom<SVGSVGElement, unknown>()
      .scaleExtent([1, MAX_ZOOM])
      .extent(extent)
      .translateExtent(extent)
      .on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform))
    select(svg).call(made).call(made.transform, zoomIdentity)
    behaviour.current = made
    return () => {
      select(svg).on('.zoom', null)
    }
  }, [width, height])

  const zoomBy = useCallback((factor: number) => behaviour.current && svgRef.current && select(svgRef.current).call(behaviour.current.scaleBy, factor), [])
  const panBy = useCallback(
    (dx: number, dy: number) => behaviour.current && svgRef.current && select(svgRef.current).call(behaviour.current.translateBy, dx / transform.k, dy / transform.k),
    [transform.k],
  )
  const reset = useCallback(() => behaviour.current && svgRef.current && select(svgRef.current).call(behaviour.current.transform, zoomIdentity), [])

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => unknown> = {
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '_': () => zoomBy(1 / ZOOM_STEP),
      '0': reset,
      ArrowLeft: () => panBy(PAN_STEP, 0),
      ArrowRight: () => panBy(-PAN_STEP, 0),
      ArrowUp: () => panBy(0, PAN_STEP),
      ArrowDown: () => panBy(0, -PAN_STEP),
    }
    const move = moves[event.key]
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    move()
  }

  const shown = countries.find((country) => country.key === active)

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1, flexWrap: 'wrap' }}>
        <IconButton size="small" aria-label={t`Zoom in`} title={t`Zoom in`} disabled={transform.k >= MAX_ZOOM} onClick={() => zoomBy(ZOOM_STEP)}>
          <AddOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t`Zoom out`} title={t`Zoom out`} disabled={transform.k <= 1} onClick={() => zoomBy(1 / ZOOM_STEP)}>
          <RemoveOutlined fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t`Reset zoom`} title={t`Reset zoom`} disabled={transform.k === 1 && transform.x === 0 && transform.y === 0} onClick={reset}>
          <CenterFocusStrongOutlined fontSize="small" />
        </IconButton>
        <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary', ml: 1, minWidth: 0 }}>
          <Trans>Drag or use the arrow keys to pan, the wheel or + and − to zoom.</Trans>
        </Typography>
      </Box>
      <Box
        ref={boxRef}
        role="group"
        aria-label={t`World map`}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="world-map"
        sx={{
          position: 'relative',
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.08 : 0.05),
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          // A marker's ring shows where the keyboard is.
          '& .office .ring': { opacity: 0 },
          '& .office:focus-visible .ring, & .office[aria-expanded="true"] .ring': { opacity: 1 },
        }}
      >
        {width > 0 && (
          <svg
            ref={svgRef}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            style={{ display: 'block', touchAction: 'none', cursor: 'grab' }}
          >
            <Box
              component="g"
              data-testid="map-countries"
              transform={transform.toString()}
              sx={{
                '& .country': { transition: 'fill-opacity 120ms' },
                '& .country:hover, & .country:focus-visible': { fillOpacity: 0.75, outline: 'none' },
              }}
            >
              <CountryLayer countries={countries} border={theme.palette.background.paper} onActive={setActive} labelOf={labelOf} />
              {shown && (
                <path d={shown.d} fill="none" stroke={theme.palette.text.primary} strokeWidth={1.5} vectorEffect="non-scaling-stroke" pointerEvents="none" />
              )}
            </Box>
            <OfficeMarkers projection={projection} transform={transform} />
          </svg>
        )}
        {shown && (
          <Paper
            elevation={3}
            data-testid="map-country-info"
            sx={{ position: 'absolute', top: 8, insetInlineStart: 8, px: 1.5, py: 1, pointerEvents: 'none', maxWidth: 'calc(100% - 16px)' }}
          >
            <Typography variant="subtitle2" component="p">
              {shown.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {shown.figure ? customersText(shown.figure.customers) : <Trans>No customers</Trans>}
            </Typography>
          </Paper>
        )}
      </Box>
    </Box>
  )
}
