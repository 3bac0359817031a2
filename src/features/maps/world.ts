import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
// Imported, not fetched: it lands in this page's chunk alone, travels compressed with its code and
// works with no network once the page is cached (see README of world-atlas for its ids).
import countries110m from 'world-atlas/countries-110m.json'

export type CountryShape = Feature<Geometry, { name: string }> & { id?: string }

type World = Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>

/** Antarctica: left off, it would take a fifth of the height to show no customer. */
const ANTARCTICA = '010'

/** The countries of Natural Earth at 1:110m, each with its ISO numeric id (three digits) and English name. */
export function worldCountries(): CountryShape[] {
  const world = countries110m as unknown as World
  const { features } = feature(world, world.objects.countries) as FeatureCollection<Geometry, { name: string }>
  return (features as CountryShape[]).filter((country) => country.id !== ANTARCTICA)
}
