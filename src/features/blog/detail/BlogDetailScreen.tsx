import { useId } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BlogPostDetail } from '@/api/contract/blog'
import type { BlogCategory } from '@/api/contract/blogValues'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { PageHeader } from '@/components/PageHeader'
import { SafeHtml } from '@/components/SafeHtml'
import { blogQueries } from '../queries'
import { BlogSearchCard, BlogSidebar } from '../shared/BlogSidebar'
import { ButtonLink } from '../shared/ButtonLink'
import { CategoryChips } from '../shared/CategoryChips'
import { PostByline } from '../shared/PostByline'
import { CommentForm } from './CommentForm'
import { CommentList } from './CommentList'
import { articleSx } from './articleSx'

/**
 * /pages/blog/detail/$id: one post (picture, title, author, date, categories, its content), its
 * comments and a form to add one, beside the blog's sidebar, whose search and categories open the list.
 */
export function BlogDetailScreen({ id }: { id: number }) {
  const navigate = useNavigate()
  const toList = (search: { q?: string; category?: BlogCategory }) => void navigate({ to: '/pages/blog/list', search })
  // The sidebar marks the post's first category; the loader below has the post already when it shows.
  const category = useQuery(blogQueries.post(id)).data?.categories[0]
  return (
    <>
      <PageHeader
        title={<Trans>Blog details</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Blog</Trans>, to: '/pages/blog/list' }, { label: <Trans>Details</Trans> }]}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          gridTemplateRows: { lg: 'auto 1fr' },
          gridTemplateAreas: { xs: '"main" "search" "side"', lg: '"main search" "main side"' },
        }}
      >
        <Box sx={{ gridArea: 'main', minWidth: 0 }}>
          <DetailLoader
            query={blogQueries.post(id)}
            notFound={{ title: <Trans>Post not found</Trans>, text: <Trans>This post may have been deleted, or the link is wrong.</Trans>, backTo: '/pages/blog/list' }}
            errorTitle={<Trans>The post could not be loaded</Trans>}
            skeleton={<ColumnsSkeleton columns="1fr" heights={[560, 220]} />}
          >
            {(post) => <PostArticle post={post} />}
          </DetailLoader>
        </Box>
        <Box sx={{ gridArea: 'search' }}>
          <BlogSearchCard q="" onSearch={(q) => toList({ q })} />
        </Box>
        <Box sx={{ gridArea: 'side', minWidth: 0 }}>
          <BlogSidebar category={category} onCategory={(chosen) => toList({ category: chosen })} />
        </Box>
      </Box>
    </>
  )
}

function PostArticle({ post }: { post: BlogPostDetail }) {
  const { t } = useLingui()
  const ids = useId()
  const titleId = `${ids}title`
  const commentsId = `${ids}comments`
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card component="article" aria-labelledby={titleId} data-testid="blog-post">
        {post.image && (
          <Box
            component="img"
            src={post.image}
            alt=""
            width={800}
            height={450}
            sx={{ width: '100%', height: 'auto', aspectRatio: { xs: '16 / 9', md: '5 / 2' }, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
          />
        )}
        <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, sm: 3 } }}>
          <Typography id={titleId} variant="h4" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }} data-testid="blog-post-title">
            {post.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
            <PostByline author={post.author} date={post.date} size={36} />
            <ButtonLink
              variant="outlined"
              size="small"
              startIcon={<EditOutlined />}
              to="/pages/blog/edit/$id"
              params={{ id: post.id }}
              aria-label={t`Edit ${post.title}`}
            >
              <Trans>Edit</Trans>
            </ButtonLink>
          </Box>
          <CategoryChips categories={post.categories} status={post.status} />
          <Divider />
          <SafeHtml html={post.content} sx={articleSx} data-testid="blog-post-content" />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={commentsId} data-testid="blog-comments">
        <CardContent sx={{ display: 'grid', gap: 2.5, p: { xs: 2.5, sm: 3 } }}>
          <Typography id={commentsId} variant="h5" component="h2">
            {plural(post.commentCount, { one: '# comment', other: '# comments' })}
          </Typography>
          <CommentList comments={post.comments} />
          {post.comments.length > 0 && <Divider />}
          <Typography variant="h6" component="h3">
            <Trans>Leave a comment</Trans>
          </Typography>
          <CommentForm postId={post.id} />
        </CardContent>
      </Card>
    </Box>
  )
}
