import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PostComment } from '@/api/contract/profile'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { visuallyHidden } from '@/components/visuallyHidden'
import { formatCount } from '../format'

/** The latest comments of a post, oldest first, each with how many like it. */
export function CommentList({ comments }: { comments: readonly PostComment[] }) {
  const { t } = useLingui()
  if (comments.length === 0) return null
  return (
    <Box component="ul" aria-label={t`Comments`} sx={{ m: 0, mt: 2, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {comments.map(({ commentsLikes: likes, ...comment }, index) => (
        <Box component="li" key={index} sx={{ display: 'flex', gap: 1.5 }} data-testid="post-comment">
          <InitialsAvatar name={comment.username} src={comment.avatar} tint={tintFor(comment.username)} size={32} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{comment.username}</Typography>
            <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {comment.comment}
            </Typography>
          </Box>
          {likes > 0 && (
            <Typography variant="caption" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', alignSelf: 'flex-start' }}>
              <FavoriteBorder sx={{ fontSize: 16 }} aria-hidden />
              <span aria-hidden>{formatCount(likes)}</span>
              <Box component="span" sx={visuallyHidden}>
                {plural(likes, { one: '# like', other: '# likes' })}
              </Box>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}
