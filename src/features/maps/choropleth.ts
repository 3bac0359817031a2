import { decomposeColor, hslToRgb, recomposeColor } from '@mui/material/styles'
import type { CountryCustomers } from '@/api/contract/maps'

/** One colour step of the choropleth: the whole numbers from `from` to `to`, both included. */
export interface ColourStep {
  from: number
  to: number
}

/** How many colour steps the map uses at most: few enough that the eye tells each from its neighbours. */
export const STEP_COUNT = 5

/**
 * Equal steps of whole numbers from 1 to `max`, at most `count` of them and none empty: a country
 * with 1 customer is in the first, the largest figure in the last. No figure (max 0): no steps.
 */
export function colourSteps(max: number, count = STEP_COUNT): ColourStep[] {
  const steps: ColourStep[] = []
  for (let i = 0; i < count; i++) {
    const from = Math.floor((max * i) / count) + 1
    const to = Math.floor((max * (i + 1)) / count)
    if (from <= to) steps.push({ from, to })
  }
  return steps
}

/** The index of the step a figure falls in, or -1 for none (0 customers, or a figure beyond the steps). */
export function stepOf(value: number, steps: readonly ColourStep[]): number {
  return steps.findIndex((step) => value >= step.from && value <= step.to)
}

/** A step's range as the legend writes it: "3–5", or "4" for a step of one figure, in the reader's digits. */
export function rangeText(step: ColourStep, number: (value: number) => string): string {
  return step.from === step.to ? number(step.from) : `${number(step.from)}–${number(step.to)}`
}

/** The back end's rows by world-atlas id, for the map to colour its countries by. */
export function figuresById(rows: readonly CountryCustomers[]): ReadonlyMap<string, CountryCustomers> {
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * How strong each step's colour is, from a quarter to full: laid over the paper (see `mix`), the
 * faint steps are pale in a light theme and dark in a dark one, so the largest figures stand out in either.
 */
export function stepOpacities(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (count === 1 ? 1 : 0.25 + (0.75 * i) / (count - 1)))
}

/** A solid colour: `colour` laid over `background` at `amount` (0 to 1), so a swatch and a country look the same on any ground. */
export function mix(background: string, colour: string, amount: number): string {
  const rgb = (value: string) => {
    const parsed = decomposeColor(value)
    return (parsed.type.startsWith('hsl') ? decomposeColor(hslToRgb(value)) : parsed).values
  }
  const [from, to] = [rgb(background), rgb(colour)]
  const values = [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * amount)) as [number, number, number]
  return recomposeColor({ type: 'rgb', values })
}
