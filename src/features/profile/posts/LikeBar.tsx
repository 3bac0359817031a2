import AvatarGroup from '@mui/material/AvatarGroup'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import Favorite from '@mui/icons-material/Favorite'
import FavoriteBorder from '@mui/icons-material/FavoriteBorder'
import ShareOutlined from '@mui/icons-material/ShareOutlined'
import { Plural, useLingui } from '@lingui/react/macro'
import type { ProfilePost } from '@/api/contract/profile'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { formatCount } from '../format'
import { useLikePost } from '../postMutations'
import { visuallyHidden } from '@/components/visuallyHidden'

/** Under a post: its like button, the faces of some who like it, and its comment and share counts. */
export function LikeBar({ post }: { post: ProfilePost }) {
  const { t } = useLingui()
  const like = useLikePost()
  const { likes, comments, share } = post
  return (
    <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Button
        size="small"
        color={post.youLiked ? 'error' : 'inherit'}
        startIcon={post.youLiked ? <Favorite /> : <FavoriteBorder />}
        aria-pressed={post.youLiked}
        onClick={() => like.mutate(post)}
        data-testid="post-like"
      >
        {/* Named "Like 1.2K": the visible count is part of the name (WCAG 2.5.3). */}
        <Box component="span" sx={visuallyHidden}>
          {t`Like`}{' '}
        </Box>
        <span data-testid="post-likes">
          {formatCount(likes)}
        </span>
      </Button>
      {post.likedUsers.length > 0 && (
        <AvatarGroup
          max={6}
          total={Math.max(likes, post.likedUsers.length)}
          renderSurplus={(surplus) => `+${formatCount(surplus)}`}
          role="group"
          aria-label={t`Liked by`}
          sx={{
            '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 11 },
            // The "+1.2K" surplus: MUI's grey under white text is too faint to read, and a pill that grows
            // with its text keeps it whole when a reader widens letter and word spacing (WCAG 1.4.12).
            '& .MuiAvatar-colorDefault': { bgcolor: 'action.selected', color: 'text.primary', width: 'auto', minWidth: 28, px: 0.75, borderRadius: 14 },
          }}
        >
          {post.likedUsers.map((person, index) => (
            <InitialsAvatar key={index} name={person.username} src={person.avatar} tint={tintFor(person.username)} size={28} />
          ))}
        </AvatarGroup>
      )}
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
        <ChatBubbleOutlineOutlined fontSize="small" aria-hidden />
        <span data-testid="post-comments">
          <Plural value={comments} one="# comment" other="# comments" />
        </span>
      </Typography>
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
        <ShareOutlined fontSize="small" aria-hidden />
        <Plural value={share} one="# share" other="# shares" />
      </Typography>
    </Box>
  )
}
