import { memo } from 'react'
import type { CountryCustomers } from '@/api/contract/maps'

export interface DrawnCountry {
  key: string
  id: string | undefined
  /** The SVG path of its shape in the projection. */
  d: string
  /** Its name in the reader's language where Intl knows it. */
  name: string
  figure: CountryCustomers | undefined
  fill: string
}

interface CountryLayerProps {
  countries: readonly DrawnCountry[]
  border: string
  /** Says which country the pointer or the focus is on (null: none). */
  onActive: (key: string | null) => void
  /** What a screen reader hears on a country with customers: its name and figure. */
  labelOf: (country: DrawnCountry) => string
}

/**
 * Every country's shape, drawn once per size and colouring: zooming moves the group around it,
 * so a pan re-renders none of the ~170 paths. The countries with customers take the focus (the
 * others have nothing to tell), a keyboard's way to what a pointer's hover shows.
 */
export const CountryLayer = memo(function CountryLayer({ countries, border, onActive, labelOf }: CountryLayerProps) {
  return (
    <>
      {countries.map((country) => (
        <path
          key={country.key}
          className="country"
          d={country.d}
          fill={country.fill}
          stroke={border}
          strokeWidth={0.6}
          vectorEffect="non-scaling-stroke"
          data-country={country.id}
          onPointerEnter={() => onActive(country.key)}
          onPointerLeave={() => onActive(null)}
          {...(country.figure ? { tabIndex: 0, role: 'img', 'aria-label': labelOf(country), onFocus: () => onActive(country.key), onBlur: () => onActive(null) } : {})}
        />
      ))}
    </>
  )
})
