import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { KbCategoryCard } from '@/api/contract/faq'
import { StateMessage } from '@/components/StateMessage'
import type { SearchChange } from '@/lib/urlSearch'
import { SearchHero } from '../parts/SearchHero'
import { faqQueries } from '../queries'
import type { KnowledgeBaseSearch } from '../search'
import { CategoryCard } from './CategoryCard'

interface KnowledgeBaseScreenProps {
  search: KnowledgeBaseSearch
  onSearchChange: SearchChange<KnowledgeBaseSearch>
}

const GRID = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const

/**
 * /pages/knowledge-base: a search of the articles' titles (through the back end, `q` in the address)
 * over the categories' cards, each leading to its category and its most read articles.
 */
export function KnowledgeBaseScreen({ search, onSearchChange }: KnowledgeBaseScreenProps) {
  const { t } = useLingui()
  const cards = useQuery({ ...faqQueries.cards(search.q), placeholderData: keepPreviousData })
  return (
    <Box>
      <SearchHero
        title={<Trans>Knowledge base</Trans>}
        subtitle={<Trans>Guides and answers for running your store, written by our support team.</Trans>}
        value={search.q}
        onSearch={(q) => onSearchChange({ q })}
        label={t`Search articles`}
      />
      <Box sx={{ position: 'relative' }}>
        {cards.isPlaceholderData && cards.isFetching && (
          <LinearProgress aria-label={t`Searching`} sx={{ position: 'absolute', insetInline: 0, top: -10, height: 2 }} />
        )}
        <Cards q={search.q} data={cards.data} error={cards.error} onRetry={() => void cards.refetch()} onClear={() => onSearchChange({ q: '' })} />
      </Box>
    </Box>
  )
}

interface CardsProps {
  q: string
  data: KbCategoryCard[] | undefined
  error: Error | null
  onRetry: () => void
  onClear: () => void
}

function Cards({ q, data, error, onRetry, onClear }: CardsProps) {
  if (data === undefined) {
    if (!error) {
      return (
        <Box aria-busy data-testid="kb-skeleton" sx={GRID}>
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <Skeleton key={n} variant="rounded" height={300} />
          ))}
        </Box>
      )
    }
    return (
      <Card>
        <StateMessage
          kind="error"
          title={<Trans>The knowledge base could not be loaded</Trans>}
          text={<Trans>Check your connection and try again.</Trans>}
          error={error}
          onRetry={onRetry}
        />
      </Card>
    )
  }
  const clear = (
    <Button variant="outlined" onClick={onClear}>
      <Trans>Show all categories</Trans>
    </Button>
  )
  if (data.length === 0) {
    return (
      <Card>
        <StateMessage
          kind="empty"
          icon={<SearchOffOutlined />}
          title={<Trans>No articles match “{q}”</Trans>}
          text={<Trans>Try other words, or clear the search to see every category.</Trans>}
          action={clear}
        />
      </Card>
    )
  }
  const matches = data.reduce((sum, card) => sum + card.topArticles.length, 0)
  return (
    <>
      {q !== '' && (
        <Box role="status" sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <Plural value={matches} one={`# article matches “${q}”`} other={`# articles match “${q}”`} />
          </Typography>
          {clear}
        </Box>
      )}
      <Box sx={GRID}>
        {data.map((card) => (
          <CategoryCard key={card.id} card={card} searching={q !== ''} />
        ))}
      </Box>
    </>
  )
}
