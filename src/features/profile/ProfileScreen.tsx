import Box from '@mui/material/Box'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { ProfileData } from '@/api/contract/profile'
import { StateMessage } from '@/components/StateMessage'
import { AboutCard } from './about/AboutCard'
import { SuggestedPagesCard } from './about/SuggestedPagesCard'
import { TwitterFeedCard } from './about/TwitterFeedCard'
import { ProfileCover } from './header/ProfileCover'
import { PostsFeed } from './posts/PostsFeed'
import { ProfileColumns } from './ProfileColumns'
import { ProfileSkeleton } from './ProfileSkeleton'
import { profileQueries } from './queries'
import { LatestPhotosCard } from './side/LatestPhotosCard'
import { PollCard } from './side/PollCard'
import { SuggestionsCard } from './side/SuggestionsCard'

/** The sections the header links to, those that have something to show. */
function sectionsOf(data: ProfileData): Set<string> {
  const sections = new Set(['profile-about', 'profile-posts'])
  if (data.latestPhotos.length > 0) sections.add('profile-photos')
  if (data.polls.length > 0) sections.add('profile-poll')
  return sections
}

/** /pages/profile: the signed-in user's profile, with their feed, photos, follows and a poll. */
export function ProfileScreen() {
  const profile = useQuery(profileQueries.data())
  const data = profile.data
  // A failed refetch keeps the page as it was: only a first load that fails shows the error.
  if (data === undefined) {
    if (!profile.isError) return <ProfileSkeleton />
    return (
      <StateMessage
        kind="error"
        title={<Trans>The profile could not be loaded</Trans>}
        text={<Trans>Check your connection and try again.</Trans>}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    )
  }
  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <ProfileCover header={data.header} sections={sectionsOf(data)} />
      </Box>
      <ProfileColumns
        start={
          <>
            <AboutCard about={data.userAbout} />
            {data.suggestedPages.length > 0 && <SuggestedPagesCard pages={data.suggestedPages} />}
            {data.twitterFeeds.length > 0 && <TwitterFeedCard feeds={data.twitterFeeds} />}
          </>
        }
        centre={<PostsFeed profile={data} loadedAt={profile.dataUpdatedAt} />}
        end={
          <>
            {data.latestPhotos.length > 0 && <LatestPhotosCard photos={data.latestPhotos} />}
            {data.suggestions.length > 0 && <SuggestionsCard suggestions={data.suggestions} />}
            {data.polls.length > 0 && <PollCard options={data.polls} />}
          </>
        }
      />
    </Box>
  )
}
