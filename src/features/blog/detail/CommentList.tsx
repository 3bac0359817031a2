import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useLingui } from '@lingui/react/macro'
import type { BlogComment } from '@/api/contract/blog'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'

/** A post's comments, oldest first: who wrote each, when, and what (shown as text, never as HTML). */
export function CommentList({ comments }: { comments: readonly BlogComment[] }) {
  const { t, i18n } = useLingui()
  if (comments.length === 0) return null
  return (
    <Box component="ul" aria-label={t`Comments`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2.5 }}>
      {comments.map((comment) => (
        <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1.5 }} data-testid="blog-comment">
          <InitialsAvatar name={comment.author.fullName} src={comment.author.avatar} tint={tintFor(comment.author.fullName)} size={38} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
              <Typography variant="subtitle2" component="bdi">
                {comment.author.fullName}
              </Typography>
              <Typography variant="caption" component="time" dateTime={comment.date} sx={{ color: 'text.secondary' }}>
                {i18n.date(new Date(comment.date), { dateStyle: 'medium', timeStyle: 'short' })}
              </Typography>
            </Box>
            <Typography variant="body2" dir="auto" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {comment.comment}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
