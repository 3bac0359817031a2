import { describe, expect, it } from 'vitest'
import { colourSteps, figuresById, mix, rangeText, stepOf, stepOpacities } from './choropleth'
import { countryName } from './countryNames'
import { worldCountries } from './world'

describe('colour steps', () => {
  it('splits 1 to the largest figure in equal whole-number steps that cover every figure once', () => {
    expect(colourSteps(10)).toEqual([
      { from: 1, to: 2 },
      { from: 3, to: 4 },
      { from: 5, to: 6 },
      { from: 7, to: 8 },
      { from: 9, to: 10 },
    ])
    expect(colourSteps(6)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 2 },
      { from: 3, to: 3 },
      { from: 4, to: 4 },
      { from: 5, to: 6 },
    ])
  })

  it('makes fewer steps than figures never, and none without a figure', () => {
    expect(colourSteps(2)).toEqual([
      { from: 1, to: 1 },
      { from: 2, to: 2 },
    ])
    expect(colourSteps(0)).toEqual([])
    for (let max = 1; max <= 40; max++) {
      const steps = colourSteps(max)
      for (let value = 1; value <= max; value++) expect(steps.filter((step) => value >= step.from && value <= step.to), `${value} of ${max}`).toHaveLength(1)
    }
  })

  it('finds the step of a figure, none for 0 or beyond', () => {
    const steps = colourSteps(10)
    expect([0, 1, 2, 3, 10, 11].map((value) => stepOf(value, steps))).toEqual([-1, 0, 0, 1, 4, -1])
  })

  it('writes a range with an en dash in the reader’s digits, a one-figure step as the figure', () => {
    const german = (value: number) => new Intl.NumberFormat('de').format(value)
    expect(rangeText({ from: 1000, to: 2500 }, german)).toBe('1.000–2.500')
    expect(rangeText({ from: 4, to: 4 }, german)).toBe('4')
  })

  it('fades from a quarter to full strength', () => {
    expect(stepOpacities(5)).toEqual([0.25, 0.4375, 0.625, 0.8125, 1])
    expect(stepOpacities(1)).toEqual([1])
  })
})

describe('the world', () => {
  it('has the Natural Earth countries with world-atlas’s three-digit ids, which the back end’s rows join on', () => {
    const countries = worldCountries()
    expect(countries.length).toBeGreaterThan(170)
    expect(countries.find((country) => country.id === '076')?.properties.name).toBe('Brazil')
    expect(countries.some((country) => country.id === '010')).toBe(false)
    const figures = figuresById([{ id: '076', alpha2: 'BR', country: 'Brazil', customers: 4 }])
    expect(countries.filter((country) => country.id && figures.has(country.id)).map((country) => country.properties.name)).toEqual(['Brazil'])
  })
})

describe('country names', () => {
  it('names a country in the reader’s language from its alpha-2 code, else as it came', () => {
    expect(countryName('de', 'BR', 'Brazil')).toBe('Brasilien')
    expect(countryName('fr', 'DE', 'Germany')).toBe('Allemagne')
    expect(countryName('pt', 'US', 'United States')).toBe('Estados Unidos')
    expect(countryName('de', undefined, 'W. Sahara')).toBe('W. Sahara')
    expect(countryName('de', 'B1', 'Nowhere')).toBe('Nowhere')
  })
})

describe('mixing a colour over the paper', () => {
  it('lays it over at the given strength, whatever notation each is in', () => {
    expect(mix('#ffffff', '#000000', 0.25)).toBe('rgb(191, 191, 191)')
    expect(mix('#ffffff', 'rgb(115, 103, 240)', 1)).toBe('rgb(115, 103, 240)')
    expect(mix('hsl(0, 0%, 0%)', '#ff0000', 0.5)).toBe('rgb(128, 0, 0)')
  })
})
