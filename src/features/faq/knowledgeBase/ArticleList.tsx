import Box from '@mui/material/Box'
import ChevronRight from '@mui/icons-material/ChevronRight'
import type { KbQuestionLink } from '@/api/contract/faq'
import { RouterLink } from '@/components/RouterLink'

/** Links to articles of one category, one a line, each with a chevron that points the way the layout reads. */
export function ArticleList({ category, articles }: { category: string; articles: readonly KbQuestionLink[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
      {articles.map((article) => (
        <Box component="li" key={article.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <ChevronRight
            aria-hidden
            fontSize="small"
            sx={(theme) => ({ mt: '2px', color: 'text.secondary', transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
          <RouterLink
            to="/pages/knowledge-base/$category/$question"
            params={{ category, question: article.slug }}
            color="text.primary"
            dir="auto"
            sx={{ '&:hover': { color: 'primary.main' } }}
          >
            {article.question}
          </RouterLink>
        </Box>
      ))}
    </Box>
  )
}
