import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { MultiSelectFilter } from './MultiSelectFilter'

type Status = 'active' | 'pending' | 'inactive'
const options = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'inactive', label: 'Inactive' },
] as const

function renderFilter(value: Status[], maxChips?: number) {
  const onChange = vi.fn()
  renderInEnglish(
    <MultiSelectFilter label="Status" allLabel="All statuses" options={options} value={value} onChange={onChange} maxChips={maxChips} />,
  )
  const select = screen.getByRole('combobox', { name: 'Status' })
  const open = () => {
    fireEvent.mouseDown(select)
    return screen.getByRole('listbox')
  }
  return { onChange, select, open }
}

describe('MultiSelectFilter', () => {
  it('is named by its label and shows "All" when nothing is chosen, with nothing to clear', () => {
    const { select } = renderFilter([])
    expect(select.textContent).toBe('All statuses')
    expect(screen.queryByRole('button', { name: 'Clear Status' })).toBeNull()
  })

  it('shows the chosen values as chips', () => {
    expect(renderFilter(['active', 'pending']).select.textContent).toBe('ActivePending')
  })

  it('sums up what does not fit', () => {
    expect(renderFilter(['active', 'pending', 'inactive']).select.textContent).toBe('Active+2 more')
  })

  it('lets several options be chosen, and ticks the chosen ones', () => {
    const { open } = renderFilter(['pending'])
    const listbox = open()
    expect(listbox.getAttribute('aria-multiselectable')).toBe('true')
    expect(within(listbox).getByRole('option', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true')
    expect(within(listbox).getByRole('option', { name: 'Active' }).getAttribute('aria-selected')).toBe('false')
  })

  it('hands on the values with the one clicked added, in the order of the options', () => {
    const { onChange, open } = renderFilter(['inactive'])
    fireEvent.click(within(open()).getByRole('option', { name: 'Active' }))
    expect(onChange).toHaveBeenCalledWith(['active', 'inactive'])
  })

  it('hands on the values with the one clicked removed', () => {
    const { onChange, open } = renderFilter(['active', 'pending'])
    fireEvent.click(within(open()).getByRole('option', { name: 'Active' }))
    expect(onChange).toHaveBeenCalledWith(['pending'])
  })

  it('clears every value at once, without opening the menu', () => {
    const { onChange } = renderFilter(['active', 'pending'])
    fireEvent.click(screen.getByRole('button', { name: 'Clear Status' }))
    expect(onChange).toHaveBeenCalledWith([])
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
