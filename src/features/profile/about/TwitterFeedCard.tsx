import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import type { TwitterFeed } from '@/api/contract/profile'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { FavoriteToggle } from '../parts/FavoriteToggle'
import { SectionCard } from '../parts/SectionCard'

/** The latest posts of accounts the user follows on Twitter. */
export function TwitterFeedCard({ feeds }: { feeds: readonly TwitterFeed[] }) {
  return (
    <SectionCard title={<Trans>Twitter Feeds</Trans>} data-testid="profile-twitter-feeds">
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2.5 }}>
        {feeds.map((feed) => (
          <li key={feed.id}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <InitialsAvatar name={feed.title} src={feed.imgUrl} tint={tintFor(feed.title)} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" noWrap>
                  {feed.title}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {feed.handle}
                </Typography>
              </Box>
              <FavoriteToggle list="twitterFeeds" id={feed.id} name={feed.title} favorite={feed.favorite} />
            </Box>
            <Typography variant="body2" dir="auto" sx={{ mt: 1 }}>
              {feed.desc}
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, color: 'primary.main' }}>
              {feed.tags}
            </Typography>
          </li>
        ))}
      </Box>
    </SectionCard>
  )
}
