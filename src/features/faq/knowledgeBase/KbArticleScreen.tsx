import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import UpdateOutlined from '@mui/icons-material/UpdateOutlined'
import { Trans } from '@lingui/react/macro'
import type { KbQuestion } from '@/api/contract/faq'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { PageHeader } from '@/components/PageHeader'
import { SafeHtml } from '@/components/SafeHtml'
import { TitledCard } from '@/components/TitledCard'
import { formatDay } from '../format'
import { faqQueries } from '../queries'
import { ArticleList } from './ArticleList'
import { HelpfulVote } from './HelpfulVote'

/**
 * /pages/knowledge-base/<category>/<article>: the article, when it last changed, whether it helped,
 * and related articles beside it. An unknown category or article shows "not found".
 */
export function KbArticleScreen({ category, question }: { category: string; question: string }) {
  return (
    <DetailLoader
      query={faqQueries.article(category, question)}
      skeleton={<ColumnsSkeleton columns="2fr 1fr" heights={[520, 280]} />}
      notFound={{
        title: <Trans>Article not found</Trans>,
        text: <Trans>The knowledge base has no article at this address. It may have been moved.</Trans>,
        backTo: '/pages/knowledge-base',
      }}
      errorTitle={<Trans>The article could not be loaded</Trans>}
    >
      {(article) => <Article article={article} />}
    </DetailLoader>
  )
}

function Article({ article }: { article: KbQuestion }) {
  const updated = formatDay(article.lastUpdated)
  return (
    <>
      <PageHeader
        title={<bdi>{article.title}</bdi>}
        breadcrumbs={[
          { label: <Trans>Knowledge base</Trans>, to: '/pages/knowledge-base' },
          // The address's own $category fills the link in: the router keeps the current params when none are given.
          { label: <bdi>{article.category.title}</bdi>, to: '/pages/knowledge-base/$category' },
          { label: <bdi>{article.title}</bdi> },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Card component="article" aria-label={article.title} data-testid="kb-article" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="body2" sx={{ mb: 2.5, display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }} data-testid="kb-last-updated">
            <UpdateOutlined aria-hidden fontSize="small" />
            <span>
              <Trans>Last updated on {updated}</Trans>
            </span>
          </Typography>
          <SafeHtml
            html={article.content}
            data-testid="kb-article-content"
            sx={(theme) => ({
              ...theme.typography.body1,
              color: 'text.primary',
              overflowWrap: 'anywhere',
              '& p': { my: 1.5 },
              '& > :first-of-type': { mt: 0 },
              '& > :last-child': { mb: 0 },
              '& ul, & ol': { my: 1.5, ps: 3 },
              '& li': { mb: 0.75 },
              '& a': { color: 'primary.main' },
            })}
          />
          <Divider sx={{ my: 3 }} />
          <HelpfulVote article={article} />
        </Card>
        <TitledCard title={<Trans>Related articles</Trans>} data-testid="kb-related" sx={{ height: 'auto' }}>
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ArticleList category={article.category.slug} articles={article.relatedQuestions} />
          </Box>
        </TitledCard>
      </Box>
    </>
  )
}
