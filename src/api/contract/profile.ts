import { z } from 'zod'
import { domainEndpoint } from './endpoint'
import { NOT_FOUND } from './errors'
import { Count, Id, intParam } from './numbers'
import { multilineText } from './text'

// Every call acts on the subject the screens guard with: a GET needs `read`, a write `update` (see ./endpoint.ts).
const endpoint = domainEndpoint('Profile')

// ---- Entities ----
// The page is the signed-in user's own: the header and "about" carry their name, avatar and email.
// What a viewer did (liked a post, voted, marked a favorite) is kept per user.

/** An image path or URL; '' when there is none (the screen draws initials or a pattern instead). */
const Picture = z.string()

/** Someone shown by face: who liked a post, who voted. */
export const ProfilePerson = z.object({ avatar: Picture, username: z.string() })
export type ProfilePerson = z.infer<typeof ProfilePerson>

export const ProfileHeader = z.object({
  avatar: Picture,
  username: z.string(),
  fullName: z.string(),
  designation: z.string(),
  /** A light pattern laid over the theme's colour (the screen draws the colour, so the cover follows the theme). */
  coverImg: Picture,
})
export type ProfileHeader = z.infer<typeof ProfileHeader>

export const ProfileAbout = z.object({
  about: z.string(),
  /** The day the user joined: YYYY-MM-DD. */
  joined: z.iso.date(),
  lives: z.string(),
  email: z.email(),
  website: z.string(),
})
export type ProfileAbout = z.infer<typeof ProfileAbout>

export const SuggestedPage = z.object({ id: Id, avatar: Picture, username: z.string(), subtitle: z.string(), favorite: z.boolean() })
export type SuggestedPage = z.infer<typeof SuggestedPage>

export const TwitterFeed = z.object({
  id: Id,
  /** The account's @name. */
  handle: z.string(),
  imgUrl: Picture,
  title: z.string(),
  /** Hashtags, space-separated: "#design #ui". */
  tags: z.string(),
  desc: z.string(),
  favorite: z.boolean(),
})
export type TwitterFeed = z.infer<typeof TwitterFeed>

export const PostComment = z.object({
  avatar: Picture,
  username: z.string(),
  comment: z.string(),
  commentsLikes: Count,
  /** Comments cannot be liked through the API yet: always false. */
  youLiked: z.boolean(),
})
export type PostComment = z.infer<typeof PostComment>

export const ProfilePost = z.object({
  id: Id,
  avatar: Picture,
  username: z.string(),
  /** When it was posted: ISO 8601 date-time in UTC. */
  postTime: z.iso.datetime(),
  postText: z.string(),
  postImg: Picture.optional(),
  postVid: z.string().optional(),
  likes: Count,
  /** Whether the signed-in user likes it. */
  youLiked: z.boolean(),
  /** Every comment, the ones in detailedComments included. */
  comments: Count,
  share: Count,
  /** Some of the people who like it, the signed-in user first when they do. */
  likedUsers: z.array(ProfilePerson),
  /** The latest comments, oldest first; a new one goes at the end. */
  detailedComments: z.array(PostComment),
}).meta({ id: 'ProfilePost' })
export type ProfilePost = z.infer<typeof ProfilePost>

export const LatestPhoto = z.object({ img: Picture })
/** Someone the user may know; `mutualFriend` is how many friends they share. */
export const ProfileSuggestion = z.object({ avatar: Picture, name: z.string(), mutualFriend: Count })
export type ProfileSuggestion = z.infer<typeof ProfileSuggestion>

/** Someone who voted, as the template's poll reads them: their picture under `img`. */
export const PollVoter = z.object({ img: Picture, username: z.string() })
export type PollVoter = z.infer<typeof PollVoter>

/** One option of the page's poll. */
export const PollOption = z.object({
  id: Id,
  name: z.string(),
  votes: Count,
  /** The option's share of all votes, in whole percent (0 to 100). */
  result: z.number().int().min(0).max(100),
  /** Some of the people who voted for it. */
  votedUsers: z.array(ProfilePerson),
  votedUser: z
    .array(PollVoter)
    .describe("For the template's front end: votedUsers again, in the same order, each picture under `img`."),
  /** Whether it is the signed-in user's vote (at most one option is). */
  youVoted: z.boolean(),
})
export type PollOption = z.infer<typeof PollOption>

/** How many posts one page of the profile's feed holds (the first comes with the profile). */
export const PROFILE_POSTS_PER_PAGE = 3
/** The longest comment, in characters. */
export const MAX_COMMENT_LENGTH = 1000

export const ProfileData = z.object({
  header: ProfileHeader,
  userAbout: ProfileAbout,
  suggestedPages: z.array(SuggestedPage),
  twitterFeeds: z.array(TwitterFeed),
  /** The first PROFILE_POSTS_PER_PAGE posts, newest first; more through profilePosts. */
  posts: z.array(ProfilePost),
  post: z
    .array(ProfilePost)
    .describe("For the template's front end, which lists the page's featured posts under this name: the same posts as `posts`."),
  /** Beyond the core API: how many posts there are in all, so the screen knows whether to offer more. */
  postsTotal: Count,
  latestPhotos: z.array(LatestPhoto),
  suggestions: z.array(ProfileSuggestion),
  polls: z.array(PollOption),
})
export type ProfileData = z.infer<typeof ProfileData>

export const ProfilePostsPage = z.object({
  posts: z.array(ProfilePost).describe('The requested page of posts, newest first; empty past the last page.'),
  total: Count.describe('How many posts there are, over all pages.'),
})
export type ProfilePostsPage = z.infer<typeof ProfilePostsPage>

/** What a favorite marks: a suggested page or an account of the twitter feed. */
export const FavoriteList = z.enum(['suggestedPages', 'twitterFeeds'])
export type FavoriteList = z.infer<typeof FavoriteList>

export const CommentText = multilineText(MAX_COMMENT_LENGTH, {
  trim: true,
  maxMessage: `A comment may have at most ${MAX_COMMENT_LENGTH} characters`,
}).min(1, 'Write a comment first')

// ---- Endpoints (profileData is the core API's; the rest are beyond it, `beyondSpec`) ----

export const profileData = endpoint({
  method: 'GET',
  path: '/profile/data',
  description: "The signed-in user's profile page: header, userAbout, suggestedPages, twitterFeeds, the first page of posts, latestPhotos, suggestions and polls.",
  response: ProfileData,
})

export const profilePosts = endpoint({
  method: 'GET',
  path: '/profile/posts',
  description: 'One page of the profile\'s posts, newest first ("load more"); page 1 is the posts of /profile/data.',
  query: z.object({
    page: intParam(z.number().int().positive()).default(1),
    perPage: intParam(z.number().int().positive().max(20)).default(PROFILE_POSTS_PER_PAGE),
  }),
  response: ProfilePostsPage,
  beyondSpec: true,
})

export const likeProfilePost = endpoint({
  method: 'POST',
  path: '/profile/posts/like',
  description: "Toggles the signed-in user's like of a post (likes up or down by one). Answers the post. Unknown id: 404.",
  body: z.object({ postId: Id }),
  response: ProfilePost,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const commentProfilePost = endpoint({
  method: 'POST',
  path: '/profile/posts/comment',
  description: `Adds the signed-in user's comment (1 to ${MAX_COMMENT_LENGTH} characters, trimmed) at the end of a post's detailedComments. Answers the post. Unknown id: 404.`,
  body: z.object({ postId: Id, comment: CommentText }),
  response: ProfilePost,
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const voteProfilePoll = endpoint({
  method: 'POST',
  path: '/profile/polls/vote',
  description: "Moves the signed-in user's one vote to an option (voting again for it changes nothing). Answers the poll. Unknown option: 404.",
  body: z.object({ optionId: Id }),
  response: z.array(PollOption),
  errors: NOT_FOUND,
  beyondSpec: true,
})

export const toggleProfileFavorite = endpoint({
  method: 'POST',
  path: '/profile/favorite',
  description: "Toggles the signed-in user's favorite mark on a suggested page or a twitter feed account. Unknown id: 404.",
  body: z.object({ list: FavoriteList, id: Id }),
  response: z.object({ list: FavoriteList, id: Id, favorite: z.boolean() }),
  errors: NOT_FOUND,
  beyondSpec: true,
})
