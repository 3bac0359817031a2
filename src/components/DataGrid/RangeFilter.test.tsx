import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import type { NumberRange } from '@/lib/readers'
import { RangeFilter } from './RangeFilter'

const from = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Salary from' })
const to = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Salary to' })
const type = (field: HTMLInputElement, text: string) => fireEvent.change(field, { target: { value: text } })

function renderFilter(value: NumberRange = {}) {
  const onChange = vi.fn()
  const ui = (range: NumberRange) => <RangeFilter label="Salary" min={0} max={1000} integer value={range} onChange={onChange} />
  const view = renderInEnglish(ui(value))
  return { onChange, setValue: (next: NumberRange) => view.rerender(ui(next)) }
}

describe('RangeFilter', () => {
  it('is a group named by its label, with a field for each end showing the range in force', () => {
    renderFilter({ from: 100 })
    expect(screen.getByRole('group', { name: 'Salary' }).contains(from())).toBe(true)
    expect(from().value).toBe('100')
    expect(to().value).toBe('')
  })

  it('hands the range on when a field is left, not while typing', () => {
    const { onChange } = renderFilter()
    type(from(), '100')
    type(to(), '500')
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.blur(to())
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: 100, to: 500 })
  })

  it('hands it on with Enter, once even when the field is left after', () => {
    const { onChange } = renderFilter()
    type(to(), '300')
    fireEvent.keyDown(to(), { key: 'Enter' })
    fireEvent.blur(to())
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ to: 300 })
  })

  it('swaps ends given the wrong way round, brings them within the limits and rounds them, and shows what it handed on', () => {
    const { onChange } = renderFilter()
    type(from(), '700.4')
    type(to(), '-20')
    fireEvent.blur(to())
    // Swapped, -20 brought up to 0, the lowest salary there is, where a from bounds nothing.
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ to: 700 })
    expect(from().value).toBe('')
    expect(to().value).toBe('700')
  })

  it('hands on {} when both fields are emptied, and nothing when nothing changed', () => {
    const { onChange } = renderFilter({ from: 100, to: 200 })
    fireEvent.blur(from())
    expect(onChange).not.toHaveBeenCalled()
    type(from(), '')
    type(to(), '')
    fireEvent.blur(to())
    expect(onChange).toHaveBeenCalledExactlyOnceWith({})
  })

  it('keeps what is typed in one field when the range handed on from the other arrives', () => {
    const { onChange, setValue } = renderFilter()
    type(from(), '100')
    fireEvent.blur(from())
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ from: 100 })
    type(to(), '500')
    // The address now holds the first end; the second is still being typed.
    setValue({ from: 100 })
    expect(to().value).toBe('500')
    fireEvent.keyDown(to(), { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith({ from: 100, to: 500 })
  })

  it('follows the range when it changes from outside', () => {
    const { setValue } = renderFilter({ from: 100 })
    setValue({ to: 900 })
    expect(from().value).toBe('')
    expect(to().value).toBe('900')
  })
})
