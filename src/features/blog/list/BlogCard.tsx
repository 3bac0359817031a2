import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { BlogPost } from '@/api/contract/blog'
import { CategoryChips } from '../shared/CategoryChips'
import { PostByline } from '../shared/PostByline'
import { RouterLink } from '../shared/RouterLink'

/** One post of the list: its picture, title (the link to it), author and date, categories, excerpt and comment count. */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="blog-card">
      <Box
        component="img"
        src={post.image || undefined}
        alt=""
        loading="lazy"
        width={800}
        height={450}
        sx={{ width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      />
      <Box sx={{ p: 2.5, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.35, overflowWrap: 'anywhere' }}>
          <RouterLink to="/pages/blog/detail/$id" params={{ id: post.id }} data-testid="blog-card-title">
            {post.title}
          </RouterLink>
        </Typography>
        <PostByline author={post.author} date={post.date} />
        <CategoryChips categories={post.categories} status={post.status} />
        <Typography
          variant="body2"
          dir="auto"
          sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {post.excerpt}
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ px: 2.5, py: 1.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }} data-testid="blog-card-comments">
          <ChatBubbleOutlineOutlined sx={{ fontSize: 18 }} aria-hidden />
          {plural(post.commentCount, { one: '# comment', other: '# comments' })}
        </Typography>
        <RouterLink to="/pages/blog/detail/$id" params={{ id: post.id }} color="primary" variant="body2" sx={{ fontWeight: 500 }} aria-hidden tabIndex={-1}>
          <Trans>Read more</Trans>
        </RouterLink>
      </Box>
    </Card>
  )
}
