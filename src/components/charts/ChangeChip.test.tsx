import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { ChangeChip } from './ChangeChip'

const chip = () => screen.getByTestId('change')
const arrow = () => (chip().querySelector('[data-testid="ArrowUpwardIcon"]') ? '↑' : chip().querySelector('[data-testid="ArrowDownwardIcon"]') ? '↓' : null)

describe('ChangeChip', () => {
  it('draws a rise green, with ↑ and its sign', () => {
    renderInEnglish(<ChangeChip value={12.5} data-testid="change" />)
    expect(chip().textContent).toBe('+12.5%')
    expect(chip().dataset.trend).toBe('up')
    expect(arrow()).toBe('↑')
  })

  it('draws a fall red, with ↓ and its sign', () => {
    renderInEnglish(<ChangeChip value={-2.5} data-testid="change" />)
    expect(chip().textContent).toBe('-2.5%')
    expect(chip().dataset.trend).toBe('down')
    expect(arrow()).toBe('↓')
  })

  it('says "No change", with no arrow, for a change shown as 0%', () => {
    for (const value of [0, 0.04, -0.04]) {
      const { unmount } = renderInEnglish(<ChangeChip value={value} data-testid="change" />)
      expect(chip().textContent).toBe('No change')
      expect(chip().dataset.trend).toBe('flat')
      expect(arrow()).toBeNull()
      unmount()
    }
  })

  it('says a rise from nothing is one, though its percentage is 0', () => {
    renderInEnglish(<ChangeChip value={0} between={{ before: 0, last: 2_359_435 }} data-testid="change" />)
    expect(chip().textContent).toBe('Up from 0')
    expect(arrow()).toBe('↑')
  })
})
