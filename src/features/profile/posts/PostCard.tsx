import { useId } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { ProfilePost } from '@/api/contract/profile'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { safeUrl } from '@/lib/safeUrl'
import { formatPostTime } from '../format'
import { sectionTargetSx } from '../parts/SectionCard'
import { CommentForm } from './CommentForm'
import { CommentList } from './CommentList'
import { LikeBar } from './LikeBar'

const mediaSx = { display: 'block', width: '100%', mt: 2, borderRadius: 1, aspectRatio: '4 / 3', objectFit: 'cover' } as const

/** One post of the feed: who and when, what they wrote and shared, likes, comments and a comment box. */
export function PostCard({ post }: { post: ProfilePost }) {
  const { t } = useLingui()
  const authorId = useId()
  const author = post.username
  // Media the URL rule refuses is left out, as a post without any.
  const image = safeUrl(post.postImg, 'image')
  const video = safeUrl(post.postVid, 'image')
  return (
    <Card component="article" aria-labelledby={authorId} tabIndex={-1} data-testid="profile-post" sx={sectionTargetSx}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <InitialsAvatar name={author} src={post.avatar} tint={tintFor(author)} size={42} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={authorId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {author}
            </Typography>
            <Typography variant="caption" component="time" dateTime={post.postTime} sx={{ color: 'text.secondary' }}>
              {formatPostTime(post.postTime)}
            </Typography>
          </Box>
        </Box>
        <Typography dir="auto" sx={{ mt: 2, overflowWrap: 'anywhere' }}>{post.postText}</Typography>
        {image && <Box component="img" src={image} alt={t`Photo shared by ${author}`} loading="lazy" sx={mediaSx} />}
        {video && <Box component="video" src={video} controls preload="metadata" sx={mediaSx} />}
        <LikeBar post={post} />
        <CommentList comments={post.detailedComments} />
        <CommentForm postId={post.id} />
      </CardContent>
    </Card>
  )
}
