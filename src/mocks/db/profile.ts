import { z } from 'zod'
// Exact modules, not the contract's index: this seed loads with the profile domain alone.
import { Count, Id } from '@/api/contract/numbers'
import { LatestPhoto, PostComment, ProfilePerson, ProfileSuggestion, SuggestedPage, TwitterFeed } from '@/api/contract/profile'
import { movedTo, seedDay, timeOn, type Day } from './clock'

/**
 * The profile page's data. One profile, shown to whoever signs in (with their own name, avatar and
 * email in the header): what each user did to it (likes, the poll vote, favorites) is kept by
 * user id, so two accounts see their own marks on the same posts.
 */

/** Someone who did something to a row, by account id, with their face as it was then. */
const Actor = ProfilePerson.extend({ userId: Id })
export type Actor = z.infer<typeof Actor>

export const ProfileRecord = z.object({
  id: Id,
  designation: z.string(),
  coverImg: z.string(),
  about: z.string(),
  joined: z.iso.date(),
  lives: z.string(),
  website: z.string(),
  latestPhotos: z.array(LatestPhoto),
  suggestions: z.array(ProfileSuggestion),
})
export type ProfileRecord = z.infer<typeof ProfileRecord>

/** A suggested page or twitter account: `favorite` is per user, kept as who marked it. */
export const PageRecord = SuggestedPage.omit({ favorite: true }).extend({ favoriteBy: z.array(Id) })
export type PageRecord = z.infer<typeof PageRecord>
export const FeedRecord = TwitterFeed.omit({ favorite: true }).extend({ favoriteBy: z.array(Id) })
export type FeedRecord = z.infer<typeof FeedRecord>

export const PostRecord = z.object({
  id: Id,
  avatar: z.string(),
  username: z.string(),
  postTime: z.iso.datetime(),
  postText: z.string(),
  postImg: z.string().optional(),
  /** Likes by people outside the demo accounts; `likers` adds the accounts'. */
  seedLikes: Count,
  likers: z.array(Actor),
  /** Faces among the seedLikes. */
  seedLikedUsers: z.array(ProfilePerson),
  share: Count,
  /** Comments not among detailedComments (older ones the page does not show). */
  olderComments: Count,
  detailedComments: z.array(PostComment.omit({ youLiked: true })),
})
export type PostRecord = z.infer<typeof PostRecord>

export const PollOptionRecord = z.object({
  id: Id,
  name: z.string(),
  /** Votes by people outside the demo accounts; `voters` adds the accounts'. */
  seedVotes: Count,
  voters: z.array(Actor),
  seedVotedUsers: z.array(ProfilePerson),
})
export type PollOptionRecord = z.infer<typeof PollOptionRecord>

// ---- The seed ----

/**
 * The seed's "now": 09:00 UTC on the day the data is seeded for (./clock.ts). Post times are hours
 * before it, so the data is the same for the same day.
 */
export const profileSeedNow = (day: Day = seedDay()): number => timeOn(day, '09:00')

const avatar = (n: number) => `/images/avatars/${n}.svg`
const photo = (n: number) => `/images/profile/photo-${n}.svg`
const hoursAgo = (hours: number, day: Day) => new Date(profileSeedNow(day) - hours * 3_600_000).toISOString()

/** The people of the demo, each with one of the shared avatars. */
const PEOPLE = [
  'Leeanna Alvord', 'Cecilia Payne', 'Curtis Fletcher', 'Hollie Sheppard', 'Harriet Corbin', 'Luca Moretti',
  'Priya Raman', 'Tomas Lindqvist', 'Amara Okafor', 'Jonah Whitfield', 'Mei Tanaka', 'Diego Alvarez',
  'Sofia Petrova', 'Kwame Mensah', 'Elise Laurent', 'Rafael Costa', 'Nadia Haddad', 'Oliver Brandt',
  'Isla Fraser', 'Yusuf Demir',
] as const
const person = (n: number) => ({ avatar: avatar(n), username: PEOPLE[n - 1]! })
const people = (...numbers: number[]) => numbers.map(person)

export function seedProfile(day: Day = seedDay()): ProfileRecord[] {
  return [
    {
      id: 1,
      designation: 'UI/UX Designer',
      coverImg: '/images/profile/cover.svg',
      about: 'Designer and front-end tinkerer. I turn messy workflows into calm, fast dashboards, and I write about design systems on weekends.',
      joined: movedTo(day, '2019-11-14'),
      lives: 'Lisbon, Portugal',
      website: 'https://vantage.example',
      latestPhotos: [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ img: photo(n) })),
      suggestions: [[7, 6], [12, 12], [15, 3], [18, 9], [20, 1]].map(([n, mutualFriend]) => ({
        avatar: avatar(n!),
        name: PEOPLE[n! - 1]!,
        mutualFriend: mutualFriend!,
      })),
    },
  ]
}

export function seedSuggestedPages(): PageRecord[] {
  return [
    { id: 1, avatar: avatar(11), username: 'Vantage Labs', subtitle: 'Company', favoriteBy: [] },
    { id: 2, avatar: avatar(3), username: 'Vantage Design System', subtitle: 'Product', favoriteBy: [] },
    { id: 3, avatar: avatar(9), username: 'Dashboard Makers', subtitle: 'Community', favoriteBy: [] },
    { id: 4, avatar: avatar(14), username: 'Frontend Weekly', subtitle: 'Newsletter', favoriteBy: [] },
    { id: 5, avatar: avatar(6), username: 'Open Icons Collective', subtitle: 'Open source', favoriteBy: [1] },
    { id: 6, avatar: avatar(17), username: 'Accessible Data Viz', subtitle: 'Community', favoriteBy: [] },
  ]
}

export function seedTwitterFeeds(): FeedRecord[] {
  return [
    {
      id: 1, handle: '@harriet_c', imgUrl: avatar(5), title: 'Harriet Corbin', tags: '#design #ux', favoriteBy: [],
      desc: 'Rewrote every empty state of our admin today: one friendly sentence, one clear next step, no dead ends.',
    },
    {
      id: 2, handle: '@sofia_p', imgUrl: avatar(13), title: 'Sofia Petrova', tags: '#release #changelog', favoriteBy: [1],
      desc: 'Shipping the new report builder today. Four months of work, one very long changelog.',
    },
    {
      id: 3, handle: '@tomas_l', imgUrl: avatar(8), title: 'Tomas Lindqvist', tags: '#performance #frontend', favoriteBy: [],
      desc: 'Our largest data table now scrolls 10,000 rows without a dropped frame. Small fixes, big results.',
    },
  ]
}

/** Nine posts, newest first by id order below: three pages of three. */
export function seedPosts(day: Day = seedDay()): PostRecord[] {
  const post = (id: number, by: number, hours: number, text: string, extra: Partial<PostRecord> = {}): PostRecord => ({
    id, ...person(by), postTime: hoursAgo(hours, day), postText: text, seedLikes: 0, likers: [], seedLikedUsers: [],
    share: 0, olderComments: 0, detailedComments: [], ...extra,
  })
  const comment = (by: number, text: string, likes = 0) => ({ ...person(by), comment: text, commentsLikes: likes })
  return [
    post(1, 1, 2, 'The new design review flow finally works on the phone too: comments, approvals and the side-by-side diff, all in your pocket.', {
      postImg: photo(1), seedLikes: 1240, seedLikedUsers: people(2, 3, 4, 5, 6, 7), share: 1250, olderComments: 1223,
      detailedComments: [comment(2, 'This looks amazing! Approving from the train will save me a day a week.', 34), comment(3, 'Can you share the design file? I want to see how the grid works.', 12)],
    }),
    post(2, 4, 6, 'Took the team out to the coast for our quarterly offsite. Fresh ideas come easier with the sea in view.', {
      postImg: photo(4), seedLikes: 834, seedLikedUsers: people(8, 9, 10), share: 98, olderComments: 40,
      detailedComments: [comment(10, 'Best offsite yet!', 8)],
    }),
    post(3, 5, 11, 'A reminder that dark mode is not just inverted colours: contrast, elevation and tinted surfaces all need their own care.', {
      seedLikes: 402, seedLikedUsers: people(11, 12), share: 57, olderComments: 12,
      detailedComments: [comment(12, 'Bookmarking this for the next design review.', 3), comment(13, 'So true about elevation.')],
    }),
    post(4, 6, 20, 'Sunset from the studio roof. Some days the city paints the best backgrounds for free.', {
      postImg: photo(2), seedLikes: 290, seedLikedUsers: people(14, 15, 16, 17), share: 21, olderComments: 8,
      detailedComments: [comment(14, 'Wallpaper material.', 5)],
    }),
    post(5, 9, 30, 'We just open-sourced our icon set: 400 outlined icons, each drawn on a 24 px grid.', {
      seedLikes: 1530, seedLikedUsers: people(1, 18, 19), share: 310, olderComments: 96,
      detailedComments: [comment(19, 'Downloading right now, thank you!', 21)],
    }),
    post(6, 10, 44, 'First snow on the ridge this morning. The hike up was worth every cold minute.', {
      postImg: photo(5), seedLikes: 178, seedLikedUsers: people(20, 2), share: 9, olderComments: 4,
    }),
    post(7, 11, 60, 'Workshop notes: start every dashboard from the one question its user asks most often.', {
      seedLikes: 96, seedLikedUsers: people(3), share: 14, olderComments: 2,
      detailedComments: [comment(4, 'Great rule of thumb.', 2)],
    }),
    post(8, 13, 80, 'Lake reflections on the last day of the trip. Back to the keyboard tomorrow.', {
      postImg: photo(7), seedLikes: 210, seedLikedUsers: people(5, 6), share: 11, olderComments: 6,
    }),
    post(9, 16, 120, 'Hello world! Excited to be part of this community of makers.', {
      seedLikes: 58, seedLikedUsers: people(7), share: 2, olderComments: 0,
      detailedComments: [comment(1, 'Welcome aboard!', 4)],
    }),
  ]
}

/**
 * Copy `n` of a post, for the large scenarios (./scenarios.ts): the same post (n - 1) weeks older
 * (the seed's span less than one), so the posts, stored in id order, stay newest first.
 */
export function copyPost(post: PostRecord, n: number): PostRecord {
  return { ...post, postTime: new Date(Date.parse(post.postTime) - (n - 1) * 7 * 24 * 3_600_000).toISOString() }
}

/** The options of the page's poll, which asks the team what feature to build next (the question is the screen's: PollCard). */
export function seedPollOptions(): PollOptionRecord[] {
  const option = (id: number, name: string, seedVotes: number, faces: number[]): PollOptionRecord => ({
    id, name, seedVotes, voters: [], seedVotedUsers: people(...faces),
  })
  return [
    option(1, 'Saved views', 82, [1, 2, 3]),
    option(2, 'Dashboard builder', 67, [4, 5]),
    option(3, 'Audit log', 54, [6, 7, 8]),
    option(4, 'Keyboard shortcuts', 39, [9]),
    option(5, 'Offline mode', 27, [10, 11]),
  ]
}
