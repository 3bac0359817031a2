import type { FavoriteList, PollOption, ProfileData, ProfilePost } from '@/api/contract/profile'
import type { LoadedPosts } from './queries'

/** The loaded posts with one post replaced by `change(post)`. */
export function withPost(loaded: LoadedPosts, id: number, change: (post: ProfilePost) => ProfilePost): LoadedPosts {
  return {
    ...loaded,
    pages: loaded.pages.map((page) => ({ ...page, posts: page.posts.map((post) => (post.id === id ? change(post) : post)) })),
  }
}

/** A post as the viewer's like toggle leaves it (their face is the server's to add). */
export function withLikeToggled(post: ProfilePost): ProfilePost {
  return { ...post, youLiked: !post.youLiked, likes: post.likes + (post.youLiked ? -1 : 1) }
}

/** The poll with the viewer's one vote moved to `optionId`, counts and shares worked out again. */
export function withVote(polls: readonly PollOption[], optionId: number): PollOption[] {
  const moved = polls.map((option) => {
    const chosen = option.id === optionId
    const votes = option.votes + (chosen && !option.youVoted ? 1 : 0) - (!chosen && option.youVoted ? 1 : 0)
    return { ...option, votes, youVoted: chosen }
  })
  const total = moved.reduce((sum, option) => sum + option.votes, 0)
  return moved.map((option) => ({ ...option, result: total === 0 ? 0 : Math.round((option.votes / total) * 100) }))
}

/** The profile with the favorite mark of one suggested page or twitter account set. */
export function withFavorite(data: ProfileData, list: FavoriteList, id: number, favorite: boolean): ProfileData {
  if (list === 'suggestedPages') {
    return { ...data, suggestedPages: data.suggestedPages.map((page) => (page.id === id ? { ...page, favorite } : page)) }
  }
  return { ...data, twitterFeeds: data.twitterFeeds.map((feed) => (feed.id === id ? { ...feed, favorite } : feed)) }
}
