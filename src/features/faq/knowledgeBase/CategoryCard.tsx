import { useId } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { KbCategoryCard } from '@/api/contract/faq'
import { TintedIcon } from '@/components/TintedIcon'
import { TopicIcon } from '../icons'
import { RouterLink } from '@/components/RouterLink'
import { ArticleList } from './ArticleList'

/**
 * One category of the knowledge base: its icon, title and article count, its top articles (or, while
 * searching, those whose title matches) and a link to all of them.
 */
export function CategoryCard({ card, searching }: { card: KbCategoryCard; searching: boolean }) {
  const { t } = useLingui()
  const titleId = useId()
  const title = card.title
  const articles = card.articleCount
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="kb-category-card" sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <TintedIcon tint="primary" shape="rounded" size={44}>
          <TopicIcon name={card.icon} />
        </TintedIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            <bdi>{title}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Plural value={articles} one="# article" other="# articles" />
          </Typography>
        </Box>
      </Box>
      <Typography variant="body2" dir="auto" sx={{ mb: 2, color: 'text.secondary' }}>
        {card.description}
      </Typography>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {searching ? <Trans>Matching articles</Trans> : <Trans>Popular articles</Trans>}
      </Typography>
      <Box sx={{ flex: 1, mb: 2.5 }}>
        <ArticleList category={card.slug} articles={card.topArticles} />
      </Box>
      <RouterLink
        to="/pages/knowledge-base/$category"
        params={{ category: card.slug }}
        aria-label={t`View all articles in ${title}`}
        sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
      >
        <Trans>View all</Trans>
      </RouterLink>
    </Card>
  )
}
