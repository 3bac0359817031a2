import { describe, expect, it } from 'vitest'
import { keepListed, NO_SELECTION, selectAllState, toggleAll, toggleOne } from './selection'

const listed = [5, 3, 8]

describe('selecting mails', () => {
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

  it('select-all selects every listed mail, and clears once all are selected', () => {
    expect([...toggleAll(NO_SELECTION, listed)]).toEqual(listed)
    expect([...toggleAll(new Set([3]), listed)]).toEqual(listed)
    expect(toggleAll(new Set(listed), listed).size).toBe(0)
  })

  it('forgets mails no longer listed, and keeps the same set when nothing changed', () => {
    const selection = new Set([3, 8])
    expect([...keepListed(selection, [5, 8])]).toEqual([8])
    expect(keepListed(selection, listed)).toBe(selection)
  })
})
