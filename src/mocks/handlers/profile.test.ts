// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { register } from '@/api/contract/auth'
import {
  MAX_COMMENT_LENGTH,
  PROFILE_POSTS_PER_PAGE,
  commentProfilePost,
  likeProfilePost,
  profileData,
  profilePosts,
  toggleProfileFavorite,
  voteProfilePoll,
} from '@/api/contract/profile'
import { seedPollOptions, seedPosts } from '@/mocks/db/profile'
import { callEndpoint, expectSuccess, setupMockBackend } from '@/mocks/testing'

setupMockBackend()

const SEEDED_POSTS = seedPosts().length
const postOf = async (id: number) => {
  for (let page = 1; ; page++) {
    const { posts } = await expectSuccess(profilePosts, { query: { page } })
    if (posts.length === 0) throw new Error(`no post ${id}`)
    const post = posts.find((p) => p.id === id)
    if (post) return post
  }
}

describe('GET /profile/data', () => {
  it("answers every part of the page, the header and about being the signed-in user's", async () => {
    const data = await expectSuccess(profileData)
    expect(data.header).toMatchObject({ fullName: 'John Doe', username: 'johndoe' })
    expect(data.userAbout.email).toBe('admin@demo.com')
    expect(data.suggestedPages.length).toBeGreaterThan(0)
    expect(data.twitterFeeds.length).toBeGreaterThan(0)
    expect(data.latestPhotos.length).toBeGreaterThanOrEqual(6)
    expect(data.suggestions.length).toBeGreaterThan(0)
    expect(data.polls.length).toBeGreaterThan(1)
    expect(data.posts.map((p) => p.id)).toEqual([1, 2, 3])
    expect(data.postsTotal).toBe(SEEDED_POSTS)
    expect(data.posts[0]).toMatchObject({ likes: 1240, youLiked: false, comments: 1225 })
  })

  it("answers the template's names too: post (the same posts as posts), and each poll option's votedUser", async () => {
    const data = await expectSuccess(profileData)
    expect(data.post).toEqual(data.posts)
    expect(data.post.map((p) => p.id)).toEqual([1, 2, 3])
    expect(data.polls.map((o) => [o.name, o.votedUser])).toEqual([
      [
        'Saved views',
        [
          { img: '/images/avatars/1.svg', username: 'Leeanna Alvord' },
          { img: '/images/avatars/2.svg', username: 'Cecilia Payne' },
          { img: '/images/avatars/3.svg', username: 'Curtis Fletcher' },
        ],
      ],
      [
        'Dashboard builder',
        [
          { img: '/images/avatars/4.svg', username: 'Hollie Sheppard' },
          { img: '/images/avatars/5.svg', username: 'Harriet Corbin' },
        ],
      ],
      [
        'Audit log',
        [
          { img: '/images/avatars/6.svg', username: 'Luca Moretti' },
          { img: '/images/avatars/7.svg', username: 'Priya Raman' },
          { img: '/images/avatars/8.svg', username: 'Tomas Lindqvist' },
        ],
      ],
      ['Keyboard shortcuts', [{ img: '/images/avatars/9.svg', username: 'Amara Okafor' }]],
      [
        'Offline mode',
        [
          { img: '/images/avatars/10.svg', username: 'Jonah Whitfield' },
          { img: '/images/avatars/11.svg', username: 'Mei Tanaka' },
        ],
      ],
    ])
    for (const option of data.polls) {
      expect(option.votedUser).toEqual(option.votedUsers.map(({ avatar, username }) => ({ img: avatar, username })))
    }
  })

  it('keeps post in step with posts after a like', async () => {
    await expectSuccess(likeProfilePost, { body: { postId: 2 } })
    const data = await expectSuccess(profileData)
    expect(data.post).toEqual(data.posts)
    expect(data.post[1]).toMatchObject({ id: 2, likes: 835, youLiked: true })
  })

  it('refuses the client role', async () => {
    const { status, body } = await callEndpoint(profileData, {}, { as: 'client' })
    expect(status).toBe(403)
    expect(body).toEqual({ error: 'The client role may not read Profile' })
    expect((await callEndpoint(voteProfilePoll, { body: { optionId: 1 } }, { as: 'client' })).status).toBe(403)
  })
})

describe('GET /profile/posts', () => {
  it('pages through every post, newest first, then answers an empty page', async () => {
    const seen: number[] = []
    for (let page = 1; ; page++) {
      const { posts, total } = await expectSuccess(profilePosts, { query: { page } })
      expect(total).toBe(SEEDED_POSTS)
      if (posts.length === 0) break
      expect(posts.length).toBeLessThanOrEqual(PROFILE_POSTS_PER_PAGE)
      seen.push(...posts.map((p) => p.id))
    }
    expect(seen).toEqual(seedPosts().map((p) => p.id))
    const times = (await expectSuccess(profilePosts, { query: { perPage: 20 } })).posts.map((p) => Date.parse(p.postTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('refuses a page that is not a positive number', async () => {
    expect((await callEndpoint(profilePosts, { query: { page: 0 } })).status).toBe(400)
  })
})

describe('POST /profile/posts/like', () => {
  it("toggles the user's like, up and down by one, with their face first while they like it", async () => {
    const liked = await expectSuccess(likeProfilePost, { body: { postId: 2 } })
    expect(liked).toMatchObject({ id: 2, likes: 835, youLiked: true })
    expect(liked.likedUsers[0]!.username).toBe('John Doe')
    expect(await postOf(2)).toMatchObject({ likes: 835, youLiked: true })

    const unliked = await expectSuccess(likeProfilePost, { body: { postId: 2 } })
    expect(unliked).toMatchObject({ likes: 834, youLiked: false })
    expect(unliked.likedUsers.some((u) => u.username === 'John Doe')).toBe(false)
  })

  it('answers 404 for an unknown post, changing nothing', async () => {
    expect((await callEndpoint(likeProfilePost, { body: { postId: 999 } })).status).toBe(404)
  })
})

describe('POST /profile/posts/comment', () => {
  it('adds the comment at the end, trimmed, and counts it', async () => {
    const before = await postOf(4)
    const after = await expectSuccess(commentProfilePost, { body: { postId: 4, comment: '  Lovely light!  ' } })
    expect(after.comments).toBe(before.comments + 1)
    expect(after.detailedComments.at(-1)).toMatchObject({ username: 'John Doe', comment: 'Lovely light!', commentsLikes: 0 })
    expect((await postOf(4)).detailedComments).toEqual(after.detailedComments)
  })

  it.each([
    ['blank', '   '],
    ['too long', 'x'.repeat(MAX_COMMENT_LENGTH + 1)],
  ])('refuses a %s comment with a 400 naming the field, storing nothing', async (_, comment) => {
    const before = await postOf(4)
    const { status, body } = await callEndpoint(commentProfilePost, { body: { postId: 4, comment } })
    expect(status).toBe(400)
    expect(body).toEqual({ error: { comment: [expect.stringMatching(/comment/i)] } })
    expect(await postOf(4)).toEqual(before)
  })

  it('answers 404 for an unknown post', async () => {
    expect((await callEndpoint(commentProfilePost, { body: { postId: 999, comment: 'Hi' } })).status).toBe(404)
  })
})

describe('POST /profile/polls/vote', () => {
  const seededVotes = Object.fromEntries(seedPollOptions().map((o) => [o.id, o.seedVotes]))

  it('moves the one vote of a user, the counts and results following', async () => {
    const first = await expectSuccess(voteProfilePoll, { body: { optionId: 2 } })
    expect(first.find((o) => o.id === 2)).toMatchObject({ votes: seededVotes[2]! + 1, youVoted: true })
    expect(first.filter((o) => o.youVoted)).toHaveLength(1)
    // The voter's face leads who voted, under the template's name too.
    expect(first.find((o) => o.id === 2)!.votedUser).toEqual([
      { img: '/images/avatars/1.svg', username: 'John Doe' },
      { img: '/images/avatars/4.svg', username: 'Hollie Sheppard' },
      { img: '/images/avatars/5.svg', username: 'Harriet Corbin' },
    ])

    const moved = await expectSuccess(voteProfilePoll, { body: { optionId: 4 } })
    expect(moved.find((o) => o.id === 2)).toMatchObject({ votes: seededVotes[2], youVoted: false })
    expect(moved.find((o) => o.id === 2)!.votedUser.map((u) => u.username)).toEqual(['Hollie Sheppard', 'Harriet Corbin'])
    expect(moved.find((o) => o.id === 4)).toMatchObject({ votes: seededVotes[4]! + 1, youVoted: true })
    const total = moved.reduce((sum, o) => sum + o.votes, 0)
    for (const option of moved) expect(option.result).toBe(Math.round((option.votes / total) * 100))

    // Again for the same option: nothing changes. And it sticks for the next load.
    expect(await expectSuccess(voteProfilePoll, { body: { optionId: 4 } })).toEqual(moved)
    expect((await expectSuccess(profileData)).polls).toEqual(moved)
  })

  it('answers 404 for an unknown option, keeping the vote', async () => {
    await expectSuccess(voteProfilePoll, { body: { optionId: 1 } })
    expect((await callEndpoint(voteProfilePoll, { body: { optionId: 999 } })).status).toBe(404)
    expect((await expectSuccess(profileData)).polls.find((o) => o.youVoted)?.id).toBe(1)
  })
})

describe("each user's own marks", () => {
  it('keeps likes, votes and favorites apart, while counts add up', async () => {
    await expectSuccess(likeProfilePost, { body: { postId: 3 } })
    await expectSuccess(voteProfilePoll, { body: { optionId: 1 } })
    const { body } = await callEndpoint(register, { body: { email: 'new@demo.com', password: 'secret12', username: 'newbie' } }, { as: null })
    const asNew = { headers: { Authorization: `Bearer ${(body as { accessToken: string }).accessToken}` }, as: null }

    const seen = (await callEndpoint(profileData, {}, asNew)).body
    expect(seen.header).toMatchObject({ fullName: 'newbie', username: 'newbie' })
    expect(seen.posts.find((p) => p.id === 3)).toMatchObject({ likes: 403, youLiked: false })
    expect(seen.polls.some((o) => o.youVoted)).toBe(false)
    expect(seen.suggestedPages.some((p) => p.favorite)).toBe(false)

    const voted = (await callEndpoint(voteProfilePoll, { body: { optionId: 2 } }, asNew)).body
    expect(voted.find((o) => o.id === 2)!.youVoted).toBe(true)
    const admin = (await expectSuccess(profileData)).polls
    expect(admin.find((o) => o.youVoted)?.id).toBe(1)
    expect(admin.find((o) => o.id === 2)!.votes).toBe(seedPollOptions()[1]!.seedVotes + 1)
  })
})

describe('POST /profile/favorite', () => {
  it('toggles the favorite of a suggested page and of a twitter account, kept for the next load', async () => {
    const page = (await expectSuccess(profileData)).suggestedPages[0]!
    expect(await expectSuccess(toggleProfileFavorite, { body: { list: 'suggestedPages', id: page.id } })).toEqual({
      list: 'suggestedPages',
      id: page.id,
      favorite: !page.favorite,
    })
    expect((await expectSuccess(profileData)).suggestedPages[0]!.favorite).toBe(!page.favorite)
    const feed = (await expectSuccess(toggleProfileFavorite, { body: { list: 'twitterFeeds', id: 1 } }))
    expect((await expectSuccess(profileData)).twitterFeeds.find((f) => f.id === 1)!.favorite).toBe(feed.favorite)
  })

  it('answers 404 for an unknown id', async () => {
    expect((await callEndpoint(toggleProfileFavorite, { body: { list: 'twitterFeeds', id: 999 } })).status).toBe(404)
  })
})
