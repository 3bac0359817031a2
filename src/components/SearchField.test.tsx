import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { SearchField } from './SearchField'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search mail' })
const type = (text: string) => fireEvent.change(box(), { target: { value: text } })
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function renderField(value = '') {
  const onChange = vi.fn()
  const view = renderInEnglish(<SearchField value={value} onChange={onChange} label="Search mail" />)
  const setValue = (next: string) => view.rerender(<SearchField value={next} onChange={onChange} label="Search mail" />)
  return { onChange, setValue }
}

describe('SearchField', () => {
  it('hands the text on, trimmed, once typing pauses', () => {
    const { onChange } = renderField()
    type('bud')
    wait(200)
    type('budget ')
    wait(299)
    expect(onChange).not.toHaveBeenCalled()
    wait(1)
    expect(onChange).toHaveBeenCalledOnce()
    expect(onChange).toHaveBeenCalledWith('budget')
  })

  it('follows the value when it changes from outside, but not its own hand-over coming back', () => {
    const { onChange, setValue } = renderField('budget')
    expect(box().value).toBe('budget')
    setValue('invoice') // back in the browser's history
    expect(box().value).toBe('invoice')

    type('plan ')
    wait(300)
    expect(onChange).toHaveBeenLastCalledWith('plan')
    setValue('plan') // the URL now says what was typed: the space the user went on with stays
    expect(box().value).toBe('plan ')
  })

  it('clears with its clear button, and hands on the empty search', () => {
    const { onChange } = renderField('budget')
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(box().value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    wait(300)
    expect(onChange).toHaveBeenCalledWith('')
  })
})
