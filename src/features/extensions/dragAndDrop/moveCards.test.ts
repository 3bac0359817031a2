import { describe, expect, it } from 'vitest'
import { listOf, moveAcross, moveWithin, placeOf } from './moveCards'

const lists = { todo: ['a', 'b', 'c'], doing: ['d'], done: [] }

describe('moving cards between lists', () => {
  it('finds the list of a card, and a list by its own id', () => {
    expect(listOf(lists, 'b')).toBe('todo')
    expect(listOf(lists, 'done')).toBe('done')
    expect(listOf(lists, 'zz')).toBeUndefined()
  })

  it('puts a card dragged over another list before the card it is over', () => {
    expect(moveAcross(lists, 'b', 'd')).toEqual({ todo: ['a', 'c'], doing: ['b', 'd'], done: [] })
  })

  it('puts a card dragged over an empty list at its end', () => {
    expect(moveAcross(lists, 'a', 'done')).toEqual({ todo: ['b', 'c'], doing: ['d'], done: ['a'] })
  })

  it('leaves the lists as they are over the card’s own list', () => {
    expect(moveAcross(lists, 'a', 'c')).toBe(lists)
  })

  it('reorders within a list', () => {
    expect(moveWithin(lists, 'a', 'c')).toEqual({ todo: ['b', 'c', 'a'], doing: ['d'], done: [] })
    expect(moveWithin(lists, 'c', 'a')).toEqual({ todo: ['c', 'a', 'b'], doing: ['d'], done: [] })
    expect(moveWithin(lists, 'a', 'd')).toBe(lists)
  })

  it('says where a card is', () => {
    expect(placeOf(lists, 'c')).toEqual({ list: 'todo', position: 3, total: 3 })
    expect(placeOf(lists, 'done')).toBeUndefined()
  })
})
