import Box from '@mui/material/Box'
import Pagination from '@mui/material/Pagination'

interface ListPaginationProps {
  /** How many pages the list has: nothing shows for one page or none. */
  pages: number
  /** The page the address asks for; past the last, the last is marked. */
  page: number
  onChange: (page: number) => void
  /** What the pages are of, for a screen reader: "Pages of posts". */
  label: string
  'data-testid'?: string
}

/** The numbered pages under a list of cards (the shop's products, the blog's posts), centred. */
export function ListPagination({ pages, page, onChange, label, 'data-testid': testId }: ListPaginationProps) {
  if (pages <= 1) return null
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_event, next) => onChange(next)}
        color="primary"
        shape="rounded"
        aria-label={label}
        data-testid={testId}
      />
    </Box>
  )
}
