import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { FaqData } from '@/api/contract/faq'
import { FAQ_CATEGORIES, type FaqCategoryId } from '@/api/contract/faqValues'
import { StateMessage } from '@/components/StateMessage'
import type { SearchChange } from '@/lib/urlSearch'
import { SearchHero } from '../parts/SearchHero'
import { faqQueries } from '../queries'
import type { FaqSearch } from '../search'
import { ContactCards } from './ContactCards'
import { FaqCategoryPanel } from './FaqCategoryPanel'
import { FaqCategoryTabs } from './FaqCategoryTabs'
import { FaqSkeleton } from './FaqSkeleton'

interface FaqScreenProps {
  search: FaqSearch
  onSearchChange: SearchChange<FaqSearch>
}

/**
 * /pages/faq: a search that narrows the questions as one types (through the back end, `q` in the
 * address), the categories as tabs beside their questions, and the ways to reach a person below.
 */
export function FaqScreen({ search, onSearchChange }: FaqScreenProps) {
  const { t } = useLingui()
  const faq = useQuery({ ...faqQueries.faq(search.q), placeholderData: keepPreviousData })
  return (
    <Box>
      <SearchHero
        title={<Trans>Hello, how can we help?</Trans>}
        subtitle={<Trans>Search the frequently asked questions, or pick a category below.</Trans>}
        value={search.q}
        onSearch={(q) => onSearchChange({ q })}
        label={t`Search the FAQ`}
      />
      <Box sx={{ position: 'relative' }}>
        {faq.isPlaceholderData && faq.isFetching && (
          <LinearProgress aria-label={t`Searching`} sx={{ position: 'absolute', insetInline: 0, top: -10, height: 2 }} />
        )}
        <FaqContent search={search} onSearchChange={onSearchChange} data={faq.data} error={faq.error} onRetry={() => void faq.refetch()} />
      </Box>
      <ContactCards />
    </Box>
  )
}

interface FaqContentProps extends FaqScreenProps {
  data: FaqData | undefined
  error: Error | null
  onRetry: () => void
}

/** What the answer calls for: a skeleton, the error, "no match", or the categories and their questions. */
function FaqContent({ search, onSearchChange, data, error, onRetry }: FaqContentProps) {
  const { q } = search
  // A failed refetch keeps what is shown: only a first load that fails shows the error.
  if (data === undefined) {
    if (!error) return <FaqSkeleton />
    return (
      <Card>
        <StateMessage
          kind="error"
          title={<Trans>The FAQ could not be loaded</Trans>}
          text={<Trans>Check your connection and try again.</Trans>}
          error={error}
          onRetry={onRetry}
        />
      </Card>
    )
  }
  const categories = FAQ_CATEGORIES.filter((id) => data[id] !== undefined)
  const clear = (
    <Button variant="outlined" onClick={() => onSearchChange({ q: '' })}>
      <Trans>Show all questions</Trans>
    </Button>
  )
  if (categories.length === 0) {
    return (
      <Card>
        <StateMessage
          kind="empty"
          icon={<SearchOffOutlined />}
          title={<Trans>No questions match “{q}”</Trans>}
          text={<Trans>Try other words, or clear the search to see every question.</Trans>}
          action={clear}
        />
      </Card>
    )
  }
  const open: FaqCategoryId = search.category !== undefined && categories.includes(search.category) ? search.category : categories[0]!
  const matches = categories.reduce((sum, id) => sum + data[id]!.qandA.length, 0)
  return (
    <>
      {q !== '' && (
        <Box role="status" sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <Plural value={matches} one={`# question matches “${q}”`} other={`# questions match “${q}”`} />
          </Typography>
          {clear}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
        <FaqCategoryTabs
          categories={categories.map((id) => ({ id, ...data[id]!, count: data[id]!.qandA.length }))}
          open={open}
          counted={q !== ''}
          onOpen={(category) => onSearchChange({ category })}
        />
        <FaqCategoryPanel key={`${open}:${q}`} id={open} category={data[open]!} />
      </Box>
    </>
  )
}
