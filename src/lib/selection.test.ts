import { describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { keepListed, NO_SELECTION, selectAllState, toggleAll, toggleOne, useSelection } from './selection'

const listed = [5, 3, 8]

describe('selection', () => {
  it('selects and unselects one at a time', () => {
    const one = toggleOne(NO_SELECTION, 3)
    expect([...one]).toEqual([3])
    expect([...toggleOne(one, 8)].sort()).toEqual([3, 8])
    expect(toggleOne(one, 3).size).toBe(0)
  })

  it('shows select-all as none, some (indeterminate) or all', () => {
    expect(selectAllState(NO_SELECTION, listed)).toBe('none')
    expect(selectAllState(new Set([3]), listed)).toBe('some')
    expect(selectAllState(new Set(listed), listed)).toBe('all')
    // An empty list has nothing to select.
    expect(selectAllState(new Set([3]), [])).toBe('none')
  })

  it('select-all selects every listed item, and clears once all are selected', () => {
    expect([...toggleAll(NO_SELECTION, listed)]).toEqual(listed)
    expect([...toggleAll(new Set([3]), listed)]).toEqual(listed)
    expect(toggleAll(new Set(listed), listed).size).toBe(0)
  })

  it('forgets items no longer listed, and keeps the same set when nothing changed', () => {
    const selection = new Set([3, 8])
    expect([...keepListed(selection, [5, 8])]).toEqual([8])
    expect(keepListed(selection, listed)).toBe(selection)
  })

  it('works with text ids too', () => {
    expect(selectAllState(toggleOne(NO_SELECTION, 'a'), ['a', 'b'])).toBe('some')
  })
})

describe('useSelection', () => {
  it('toggles, selects all and clears', () => {
    const { result } = renderHook(() => useSelection(listed, 'inbox'))
    act(() => result.current.toggle(3))
    expect([...result.current.selection]).toEqual([3])
    expect(result.current.allState).toBe('some')
    act(() => result.current.toggleAll())
    expect(result.current.allState).toBe('all')
    act(() => result.current.clear())
    expect(result.current.allState).toBe('none')
  })

  it('starts empty in another scope and drops items no longer listed', () => {
    const { result, rerender } = renderHook(({ ids, scope }) => useSelection(ids, scope), {
      initialProps: { ids: listed, scope: 'inbox' },
    })
    act(() => result.current.toggleAll())
    rerender({ ids: [5, 8], scope: 'inbox' })
    expect([...result.current.selection]).toEqual([5, 8])
    rerender({ ids: [5, 8], scope: 'trash' })
    expect(result.current.selection.size).toBe(0)
  })
})
