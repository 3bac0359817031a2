// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { withVote } from './helpfulVote'

describe('withVote', () => {
  it('counts a first vote', () => {
    expect(withVote({ yes: 10, no: 2, yourVote: null }, 'yes')).toEqual({ yes: 11, no: 2, yourVote: 'yes' })
  })

  it('moves a changed vote from one side to the other', () => {
    expect(withVote({ yes: 11, no: 2, yourVote: 'yes' }, 'no')).toEqual({ yes: 10, no: 3, yourVote: 'no' })
  })

  it('changes nothing when the vote is the same', () => {
    const votes = { yes: 11, no: 2, yourVote: 'yes' as const }
    expect(withVote(votes, 'yes')).toBe(votes)
  })
})
