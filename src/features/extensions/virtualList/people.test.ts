import { describe, expect, it } from 'vitest'
import { filterPeople, makePeople } from './people'

describe('the generated people', () => {
  it('are numbered from 1 and the same on every call', () => {
    const people = makePeople(10_000)
    expect(people).toHaveLength(10_000)
    expect(people[0]!.id).toBe(1)
    expect(people[9_999]!.id).toBe(10_000)
    expect(makePeople(10_000)[4_999]).toEqual(people[4_999])
    expect(makePeople(5, 7)).not.toEqual(makePeople(5))
  })

  it('are filtered by name or city, whatever the case', () => {
    const people = makePeople(200)
    const inLisbon = filterPeople(people, '  lisBON ')
    expect(inLisbon.length).toBeGreaterThan(0)
    expect(inLisbon.every((person) => person.city === 'Lisbon' || person.name.toLowerCase().includes('lisbon'))).toBe(true)
    expect(filterPeople(people, '')).toBe(people)
    expect(filterPeople(people, 'zzz')).toEqual([])
  })
})
