import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { SelectFilter } from './SelectFilter'

const options = [
  { value: 'editor', label: 'Editor' },
  { value: 'admin', label: 'Admin' },
] as const

function open(value: 'editor' | 'admin' | undefined) {
  const onChange = vi.fn()
  renderInEnglish(<SelectFilter label="Role" allLabel="All roles" options={options} value={value} onChange={onChange} />)
  const select = screen.getByRole('combobox', { name: 'Role' })
  const shown = select.textContent
  fireEvent.mouseDown(select)
  return { onChange, shown, listbox: screen.getByRole('listbox') }
}

describe('SelectFilter', () => {
  it('shows "All" when no value is chosen, and hands on the chosen option', () => {
    const { onChange, shown, listbox } = open(undefined)
    expect(shown).toBe('All roles')
    fireEvent.click(within(listbox).getByRole('option', { name: 'Admin' }))
    expect(onChange).toHaveBeenCalledWith('admin')
  })

  it('hands on undefined for "All"', () => {
    const { onChange, listbox } = open('editor')
    fireEvent.click(within(listbox).getByRole('option', { name: 'All roles' }))
    expect(onChange).toHaveBeenCalledWith(undefined)
  })
})
