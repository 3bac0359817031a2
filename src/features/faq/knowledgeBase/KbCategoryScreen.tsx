import { useId } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { Plural, Trans } from '@lingui/react/macro'
import type { KbSection } from '@/api/contract/faq'
import { ColumnsSkeleton, DetailLoader } from '@/components/DetailLoader'
import { PageHeader } from '@/components/PageHeader'
import { TintedIcon } from '@/components/TintedIcon'
import { TopicIcon } from '../icons'
import { faqQueries } from '../queries'
import { ArticleList } from './ArticleList'

/**
 * /pages/knowledge-base/<category>: the category's sections, each listing its articles. An unknown
 * category shows "not found" with the way back to the knowledge base.
 */
export function KbCategoryScreen({ category }: { category: string }) {
  return (
    <DetailLoader
      query={faqQueries.category(category)}
      skeleton={<ColumnsSkeleton columns="1fr 1fr" heights={[260, 260]} />}
      notFound={{
        title: <Trans>Category not found</Trans>,
        text: <Trans>The knowledge base has no category at this address.</Trans>,
        backTo: '/pages/knowledge-base',
      }}
      errorTitle={<Trans>The category could not be loaded</Trans>}
    >
      {(found) => (
        <>
          <PageHeader
            title={<bdi>{found.title}</bdi>}
            subtitle={<bdi>{found.description}</bdi>}
            breadcrumbs={[{ label: <Trans>Knowledge base</Trans>, to: '/pages/knowledge-base' }, { label: <bdi>{found.title}</bdi> }]}
          />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
            {found.sections.map((section) => (
              <SectionCard key={section.id} category={found.slug} section={section} />
            ))}
          </Box>
        </>
      )}
    </DetailLoader>
  )
}

function SectionCard({ category, section }: { category: string; section: KbSection }) {
  const titleId = useId()
  const articles = section.questions.length
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="kb-section" sx={{ p: 3 }}>
      <Box sx={{ mb: 2.5, display: 'flex', alignItems: 'center', gap: 2 }}>
        <TintedIcon tint="primary" shape="rounded" size={40}>
          <TopicIcon name={section.icon} fontSize="small" />
        </TintedIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            <bdi>{section.title}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Plural value={articles} one="# article" other="# articles" />
          </Typography>
        </Box>
      </Box>
      <ArticleList category={category} articles={section.questions} />
    </Card>
  )
}
