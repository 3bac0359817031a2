import { endpointsIn } from '@/api/contract/endpoint'
import * as profileContract from '@/api/contract/profile'
import type { FavoriteList, PollOption, ProfileData, ProfilePost } from '@/api/contract/profile'
import { defineCollections } from '@/mocks/db'
import {
  copyPost,
  FeedRecord,
  PageRecord,
  PollOptionRecord,
  PostRecord,
  ProfileRecord,
  seedPollOptions,
  seedPosts,
  seedProfile,
  seedSuggestedPages,
  seedTwitterFeeds,
  type Actor,
} from '@/mocks/db/profile'
import type { AccountRecord } from '@/mocks/db/accounts'
import { implement } from './implement'

const { profile, profilePages, profileFeeds, profilePosts, profilePollOptions } = defineCollections({
  profile: { row: 'profile', schema: ProfileRecord, seed: seedProfile },
  profilePages: { row: 'suggested page', schema: PageRecord, seed: seedSuggestedPages },
  profileFeeds: { row: 'twitter feed', schema: FeedRecord, seed: seedTwitterFeeds },
  // The posts are the page's list ("load more"); the rest is the profile itself, the same in every scenario.
  profilePosts: { row: 'post', schema: PostRecord, seed: seedPosts, copy: copyPost },
  profilePollOptions: { row: 'poll option', schema: PollOptionRecord, seed: seedPollOptions },
})

type Viewer = Readonly<AccountRecord>

/** How many faces a post or a poll option shows at most. */
const FACES = 8

/**
 * The profile page (src/api/contract/profile.ts): the page itself and, beyond the core API, paging
 * its posts, liking and commenting on them, voting in its poll and marking favorites. Each answer
 * is as the signed-in user sees it (youLiked, youVoted, favorite are theirs).
 */
export const handlers = implement(endpointsIn(profileContract), {
  profileData: ({ user }): ProfileData => {
    const { designation, coverImg, about, joined, lives, website, latestPhotos, suggestions } = profile.require(1)
    const first = postsPage(user, 1, profileContract.PROFILE_POSTS_PER_PAGE)
    return {
      header: { avatar: user.avatar ?? '', username: user.username, fullName: user.fullName, designation, coverImg },
      userAbout: { about, joined, lives, email: user.email, website },
      suggestedPages: profilePages.all().map(({ favoriteBy, ...page }) => ({ ...page, favorite: favoriteBy.includes(user.id) })),
      twitterFeeds: profileFeeds.all().map(({ favoriteBy, ...feed }) => ({ ...feed, favorite: favoriteBy.includes(user.id) })),
      posts: first.posts,
      // The template's name for the same posts.
      post: first.posts,
      postsTotal: first.total,
      latestPhotos,
      suggestions,
      polls: pollAsSeenBy(user),
    }
  },

  profilePosts: ({ query, user }) => postsPage(user, query.page, query.perPage),

  likeProfilePost: ({ body, user }) => {
    const post = profilePosts.require(body.postId)
    const likers = post.likers.some((liker) => liker.userId === user.id)
      ? post.likers.filter((liker) => liker.userId !== user.id)
      : [actor(user), ...post.likers]
    return postAsSeenBy(profilePosts.update(post.id, { likers })!, user)
  },

  commentProfilePost: ({ body, user }) => {
    const post = profilePosts.require(body.postId)
    const comment = { avatar: user.avatar ?? '', username: user.fullName, comment: body.comment, commentsLikes: 0 }
    return postAsSeenBy(profilePosts.update(post.id, { detailedComments: [...post.detailedComments, comment] })!, user)
  },

  voteProfilePoll: ({ body, user }) => {
    profilePollOptions.require(body.optionId)
    for (const option of profilePollOptions.all()) {
      const voted = option.voters.some((voter) => voter.userId === user.id)
      const chosen = option.id === body.optionId
      if (voted === chosen) continue
      const voters = chosen ? [actor(user), ...option.voters] : option.voters.filter((voter) => voter.userId !== user.id)
      profilePollOptions.update(option.id, { voters })
    }
    return pollAsSeenBy(user)
  },

  toggleProfileFavorite: ({ body: { list, id }, user }) => {
    const rows = list === 'suggestedPages' ? profilePages : profileFeeds
    const { favoriteBy } = rows.require(id)
    const favorite = !favoriteBy.includes(user.id)
    rows.update(id, { favoriteBy: favorite ? [...favoriteBy, user.id] : favoriteBy.filter((by) => by !== user.id) })
    return { list: list satisfies FavoriteList, id, favorite }
  },
})

function actor(user: Viewer): Actor {
  return { userId: user.id, avatar: user.avatar ?? '', username: user.fullName }
}

/** Newest first: the seed lists them so, and nothing adds posts. */
function postsPage(user: Viewer, page: number, perPage: number) {
  const all = profilePosts.all()
  const start = (page - 1) * perPage
  return { posts: all.slice(start, start + perPage).map((post) => postAsSeenBy(post, user)), total: all.length }
}

function postAsSeenBy(post: Readonly<PostRecord>, user: Viewer): ProfilePost {
  const { seedLikes, likers, seedLikedUsers, olderComments, detailedComments, ...shown } = post
  // The viewer's own face leads, then the other accounts', then the seed's.
  const mine = likers.filter((liker) => liker.userId === user.id)
  const others = likers.filter((liker) => liker.userId !== user.id)
  return {
    ...shown,
    likes: seedLikes + likers.length,
    youLiked: mine.length > 0,
    comments: olderComments + detailedComments.length,
    likedUsers: [...mine, ...others, ...seedLikedUsers].slice(0, FACES).map(({ avatar, username }) => ({ avatar, username })),
    detailedComments: detailedComments.map((comment) => ({ ...comment, youLiked: false })),
  }
}

function pollAsSeenBy(user: Viewer): PollOption[] {
  const options = profilePollOptions.all()
  const votesOf = (option: Readonly<PollOptionRecord>) => option.seedVotes + option.voters.length
  const total = options.reduce((sum, option) => sum + votesOf(option), 0)
  return options.map((option) => {
    const votedUsers = [...option.voters, ...option.seedVotedUsers].slice(0, FACES).map(({ avatar, username }) => ({ avatar, username }))
    return {
      id: option.id,
      name: option.name,
      votes: votesOf(option),
      result: total === 0 ? 0 : Math.round((votesOf(option) / total) * 100),
      votedUsers,
      // The same faces as the template reads them.
      votedUser: votedUsers.map(({ avatar, username }) => ({ img: avatar, username })),
      youVoted: option.voters.some((voter) => voter.userId === user.id),
    }
  })
}
