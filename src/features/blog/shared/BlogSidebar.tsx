import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { BLOG_CATEGORIES, type BlogCategory } from '@/api/contract/blogValues'
import { SearchField } from '@/components/SearchField'
import { StateMessage } from '@/components/StateMessage'
import { visuallyHidden } from '@/components/visuallyHidden'
import { SOFT_TINT } from '@/theme/createAppTheme'
import { blogQueries } from '../queries'
import { CATEGORY_INFO } from './labels'
import { RouterLink } from './RouterLink'

/** The blog's search box in a card of its own (above the posts on a phone, atop the sidebar on a wide screen). */
export function BlogSearchCard({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui()
  return (
    <Card role="search" aria-label={t`Search the blog`}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <SearchField value={q} onChange={onSearch} label={t`Search posts`} fullWidth inputProps={{ 'data-testid': 'blog-search' }} />
      </CardContent>
    </Card>
  )
}

interface BlogSidebarProps {
  /** The category the list shows, if any: marked as chosen. */
  category?: BlogCategory
  /** Shows the posts of a category (undefined: every post). */
  onCategory: (category: BlogCategory | undefined) => void
}

/** The blog's sidebar: the newest published posts and the categories with their counts. */
export function BlogSidebar({ category, onCategory }: BlogSidebarProps) {
  const { t, i18n } = useLingui()
  const sidebar = useQuery(blogQueries.sidebar())
  if (sidebar.isError) {
    return (
      <Card component="aside" aria-label={t`Blog sidebar`}>
        <StateMessage
          kind="error"
          size="small"
          title={<Trans>The sidebar could not be loaded</Trans>}
          text={<Trans>Check your connection, then try again.</Trans>}
          error={sidebar.error}
          onRetry={() => void sidebar.refetch()}
        />
      </Card>
    )
  }
  const { recentPosts, categories } = sidebar.data ?? {}
  return (
    <Box component="aside" aria-label={t`Blog sidebar`} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            <Trans>Recent posts</Trans>
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }} data-testid="blog-recent-posts">
            {recentPosts
              ? recentPosts.map((post) => <RecentPost key={post.id} {...post} />)
              : [0, 1, 2, 3].map((index) => (
                  <Box component="li" key={index} sx={{ display: 'flex', gap: 1.5 }}>
                    <Skeleton variant="rounded" width={72} height={50} />
                    <Box sx={{ flex: 1 }}>
                      <Skeleton width="90%" />
                      <Skeleton width="40%" />
                    </Box>
                  </Box>
                ))}
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            <Trans>Categories</Trans>
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }} data-testid="blog-categories">
            <CategoryButton name={t`All categories`} pressed={category === undefined} onClick={() => onCategory(undefined)} />
            {BLOG_CATEGORIES.map((each) => (
              <CategoryButton
                key={each}
                category={each}
                name={i18n._(CATEGORY_INFO[each].name)}
                count={categories?.find((entry) => entry.category === each)?.total}
                pressed={category === each}
                onClick={() => onCategory(category === each ? undefined : each)}
              />
            ))}
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}

function RecentPost({ id, title, image, date }: { id: number; title: string; image: string; date: string }) {
  const { i18n } = useLingui()
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={image || undefined}
        alt=""
        width={72}
        height={50}
        loading="lazy"
        sx={{ width: 72, height: 50, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <RouterLink to="/pages/blog/detail/$id" params={{ id }}>
            {title}
          </RouterLink>
        </Typography>
        <Typography variant="caption" component="time" dateTime={date} sx={{ color: 'text.secondary' }}>
          {i18n.date(new Date(date), { dateStyle: 'medium' })}
        </Typography>
      </Box>
    </Box>
  )
}

interface CategoryButtonProps {
  category?: BlogCategory
  name: string
  count?: number
  pressed: boolean
  onClick: () => void
}

function CategoryButton({ category, name, count, pressed, onClick }: CategoryButtonProps) {
  const tint = category ? CATEGORY_INFO[category].tint : 'primary'
  return (
    <li>
      <ButtonBase
        onClick={onClick}
        aria-pressed={pressed}
        data-category={category ?? 'all'}
        sx={(theme) => ({
          width: '100%',
          justifyContent: 'space-between',
          gap: 1,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          typography: 'body2',
          textAlign: 'start',
          color: pressed ? `${tint}.main` : 'text.primary',
          fontWeight: pressed ? 600 : 400,
          bgcolor: pressed ? alpha(theme.palette[tint].main, SOFT_TINT) : 'transparent',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
        })}
      >
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${tint}.main`, flexShrink: 0 }} />
          {name}
        </Box>
        {count !== undefined && <CategoryCount count={count} />}
      </ButtonBase>
    </li>
  )
}

/** The count as a figure to the eye, and "5 posts" to a screen reader. */
function CategoryCount({ count }: { count: number }) {
  const { i18n } = useLingui()
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
      <span aria-hidden>{i18n.number(count)}</span>
      <Box component="span" sx={visuallyHidden}>
        {plural(count, { one: '# post', other: '# posts' })}
      </Box>
    </Box>
  )
}
