import { useEffect, useEffectEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import { ListPagination } from '@/components/ListPagination'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import { useAnnounceResults } from '@/components/announce'
import { PageHeader } from '@/components/PageHeader'
import { ResultList } from '@/components/ResultList'
import { StateMessage } from '@/components/StateMessage'
import type { ListScreenProps } from '@/lib/listSearch'
import { blogQueries } from '../queries'
import { blogSearch, type BlogSearch } from '../search'
import { BlogSearchCard, BlogSidebar } from '../shared/BlogSidebar'
import { ButtonLink } from '../shared/ButtonLink'
import { BlogCard } from './BlogCard'
import { BlogListSkeleton } from './BlogListSkeleton'

/** What a search of the list asks, the page aside: the count is said again when it changes. */
const searchedOf = ({ page: _page, ...searched }: BlogSearch) => JSON.stringify(searched)

/**
 * /pages/blog/list: the posts as cards, newest first, searched, filtered by category and paged by the
 * server, everything in the address. The sidebar (search, recent posts, categories) is at the side
 * from `lg` up; below it the search comes first and the rest after the posts.
 */
export function BlogListScreen({ search, onSearchChange }: ListScreenProps<BlogSearch>) {
  const { t } = useLingui()
  // While the next page or filter is answered, the last answer stays on screen (dimmed).
  const answer = useQuery({ ...blogQueries.page(search), placeholderData: keepPreviousData })
  const { data } = answer
  const total = data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / search.perPage))
  const countText = (count: number) => plural(count, { one: '# post', other: '# posts' })
  useAnnounceResults(searchedOf(search), answer.isPlaceholderData || !data ? undefined : total, countText)
  const pastTheEnd = answer.error instanceof ApiError && answer.error.status === 404
  usePastTheEnd(pastTheEnd && search.page > 1, () => onSearchChange({ page: 1 }, { replace: true }))
  const filtered = search.q !== '' || search.category !== undefined

  return (
    <>
      <PageHeader
        title={<Trans>Blog</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>Pages</Trans> }, { label: <Trans>Blog</Trans> }]}
        actions={
          <ButtonLink variant="contained" startIcon={<Add />} to="/pages/blog/edit" search={{ new: true }}>
            <Trans>New post</Trans>
          </ButtonLink>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          gridTemplateRows: { lg: 'auto 1fr' },
          gridTemplateAreas: { xs: '"search" "main" "side"', lg: '"main search" "main side"' },
        }}
      >
        <Box sx={{ gridArea: 'search' }}>
          <BlogSearchCard q={search.q} onSearch={(q) => onSearchChange({ q })} />
        </Box>
        <Box component="section" sx={{ gridArea: 'main', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ minHeight: 24 }}>
            {data && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="blog-count">
                {countText(total)}
              </Typography>
            )}
          </Box>
          <Box sx={{ position: 'relative' }}>
            {answer.isFetching && data && (
              <LinearProgress aria-label={t`Loading posts`} sx={{ position: 'absolute', insetInline: 0, top: -10, height: 2, zIndex: 3 }} />
            )}
            {answer.isPending || (pastTheEnd && !data) ? (
              <BlogListSkeleton count={Math.min(search.perPage, 6)} />
            ) : answer.isError && !pastTheEnd ? (
              <Card>
                <StateMessage
                  kind="error"
                  title={<Trans>The posts could not be loaded</Trans>}
                  text={<Trans>Check your connection, then try again.</Trans>}
                  error={answer.error}
                  onRetry={() => void answer.refetch()}
                />
              </Card>
            ) : total === 0 ? (
              <Card>
                <StateMessage
                  kind="empty"
                  icon={filtered ? <SearchOffOutlined /> : undefined}
                  title={filtered ? <Trans>No posts match</Trans> : <Trans>No posts yet</Trans>}
                  text={filtered ? <Trans>Try other words or another category.</Trans> : <Trans>Write the first post of the blog.</Trans>}
                  action={
                    filtered ? (
                      <Button variant="contained" onClick={() => onSearchChange(blogSearch.cleared)}>
                        <Trans>Show all posts</Trans>
                      </Button>
                    ) : (
                      <ButtonLink variant="contained" to="/pages/blog/edit" search={{ new: true }}>
                        <Trans>New post</Trans>
                      </ButtonLink>
                    )
                  }
                />
              </Card>
            ) : (
              <ResultList label={t`Posts`} data-testid="blog-list" stale={answer.isPlaceholderData} columns={{ xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}>
                {data?.posts.map((post) => (
                  <li key={post.id}>
                    <BlogCard post={post} />
                  </li>
                ))}
              </ResultList>
            )}
          </Box>
          {data && (
            <ListPagination pages={pages} page={search.page} onChange={(page) => onSearchChange({ page })} label={t`Pages of posts`} data-testid="blog-pagination" />
          )}
        </Box>
        <Box sx={{ gridArea: 'side', minWidth: 0 }}>
          <BlogSidebar category={search.category} onCategory={(category) => onSearchChange({ category })} />
        </Box>
      </Box>
    </>
  )
}

/**
 * A page past the last one is a 404: an old link, or posts gone under a later page. The list then
 * shows page 1, in place of the page asked for (no new history entry).
 */
function usePastTheEnd(past: boolean, toFirstPage: () => void) {
  // An effect event: the screen's new callback on every render must not run the move again.
  const move = useEffectEvent(toFirstPage)
  useEffect(() => {
    if (past) move()
  }, [past])
}
