import { useEffect, useRef } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { ProfileData } from '@/api/contract/profile'
import { StateMessage } from '@/components/StateMessage'
import { sectionTargetSx } from '../parts/SectionCard'
import { firstPageOf, profileQueries } from '../queries'
import { PostCard } from './PostCard'

/**
 * The user's posts, newest first: the first page comes with the profile, "Load more" brings the
 * next until there are none left.
 */
export function PostsFeed({ profile, loadedAt }: { profile: ProfileData; loadedAt: number }) {
  const feed = useInfiniteQuery({ ...profileQueries.posts(), initialData: () => firstPageOf(profile), initialDataUpdatedAt: loadedAt })
  const posts = feed.data.pages.flatMap((page) => page.posts)
  const section = useRef<HTMLElement>(null)
  // After "Load more" the keyboard goes on from the first new post: the button may be gone (nothing left).
  const firstNew = useRef<number | undefined>(undefined)
  useEffect(() => {
    if (firstNew.current === undefined || posts.length <= firstNew.current) return
    section.current?.querySelectorAll<HTMLElement>('article')[firstNew.current]?.focus()
    firstNew.current = undefined
  }, [posts.length])
  const loadMore = () => {
    firstNew.current = posts.length
    void feed.fetchNextPage()
  }
  return (
    <Box ref={section} component="section" id="profile-posts" tabIndex={-1} aria-labelledby="profile-posts-title" sx={sectionTargetSx}>
      <Typography id="profile-posts-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        <Trans>Posts</Trans>
      </Typography>
      {posts.length === 0 ? (
        <StateMessage kind="empty" title={<Trans>No posts yet</Trans>} text={<Trans>Posts you write will show here.</Trans>} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Box>
      )}
      {feed.isFetchNextPageError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Trans>More posts could not be loaded. Please try again.</Trans>
        </Alert>
      )}
      {feed.hasNextPage && (
        <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" loading={feed.isFetchingNextPage} onClick={loadMore} data-testid="load-more-posts">
            <Trans>Load more</Trans>
          </Button>
        </Box>
      )}
    </Box>
  )
}
