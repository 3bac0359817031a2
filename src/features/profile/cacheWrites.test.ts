// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PollOption } from '@/api/contract'
import { withVote } from './cacheWrites'

const option = (id: number, votes: number, youVoted = false): PollOption => ({ id, name: `Option ${id}`, votes, result: 0, votedUsers: [], votedUser: [], youVoted })

describe('withVote', () => {
  it('moves the one vote and works the shares out again', () => {
    const polls = withVote([option(1, 3, true), option(2, 1)], 2)
    expect(polls.map(({ votes, youVoted, result }) => ({ votes, youVoted, result }))).toEqual([
      { votes: 2, youVoted: false, result: 50 },
      { votes: 2, youVoted: true, result: 50 },
    ])
  })

  it('adds a first vote, and changes nothing when voting for the same option again', () => {
    const first = withVote([option(1, 0), option(2, 0)], 1)
    expect(first.map((o) => [o.votes, o.result])).toEqual([[1, 100], [0, 0]])
    expect(withVote(first, 1)).toEqual(first)
  })
})
