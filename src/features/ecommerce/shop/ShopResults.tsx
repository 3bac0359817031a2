import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import { ListPagination } from '@/components/ListPagination'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import GridViewOutlined from '@mui/icons-material/GridViewOutlined'
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined'
import ViewListOutlined from '@mui/icons-material/ViewListOutlined'
import type { UseQueryResult } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import type { ResponseOf } from '@/api/contract/endpoint'
import type { productsData } from '@/api/contract/ecommerce'
import { PRODUCT_SORTS, type ProductSort } from '@/api/contract/ecommerceValues'
import { useAnnounceResults } from '@/components/announce'
import { SearchField } from '@/components/SearchField'
import { useSplitAppSidebar } from '@/components/SplitAppLayout'
import { ResultList } from '@/components/ResultList'
import { StateMessage } from '@/components/StateMessage'
import { SORT_LABELS } from '../shared/labels'
import { CLEARED_FILTERS, hasFilters, SHOP_LAYOUTS, type ShopLayout, type ShopSearch, type ShopSearchChange } from '../search'
import { ProductCard } from './ProductCard'
import { ProductGridSkeleton } from './ProductGridSkeleton'

type ProductsPage = ResponseOf<typeof productsData>

interface ShopResultsProps {
  search: ShopSearch
  onSearchChange: ShopSearchChange
  answer: UseQueryResult<ProductsPage>
}

/** What a search of the shop asks, page and layout aside: the count is said again when it changes. */
const searchedOf = ({ page: _page, layout: _layout, ...searched }: ShopSearch) => JSON.stringify(searched)

/** The shop's main pane: search, sort and layout, the count, the products (or why there are none) and the pages. */
export function ShopResults({ search, onSearchChange, answer }: ShopResultsProps) {
  const { t, i18n } = useLingui()
  const sidebar = useSplitAppSidebar()
  const { data } = answer
  const total = data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / search.perPage))
  const countText = (count: number) => plural(count, { one: '# product found', other: '# products found' })
  useAnnounceResults(searchedOf(search), answer.isPlaceholderData || !data ? undefined : total, countText)
  const filtered = hasFilters(search) || search.q !== ''
  // A page past the last one moves to page 1 by itself (ShopScreen): meanwhile the last page stays, dimmed.
  const pastTheEnd = answer.error instanceof ApiError && answer.error.status === 404

  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Card sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        {sidebar.collapsed && (
          <Button variant="outlined" startIcon={<FilterListOutlined />} {...sidebar.buttonProps}>
            <Trans>Filters</Trans>
          </Button>
        )}
        <SearchField value={search.q} onChange={(q) => onSearchChange({ q })} label={t`Search products`} sx={{ flex: '1 1 200px' }} />
        <TextField
          select
          size="small"
          label={t`Sort by`}
          value={search.sortBy}
          onChange={(event) => onSearchChange({ sortBy: event.target.value as ProductSort })}
          sx={{ flex: { xs: '1 1 160px', sm: '0 0 200px' } }}
          slotProps={{ select: { inputProps: { 'data-testid': 'shop-sort' } } }}
        >
          {PRODUCT_SORTS.map((sort) => (
            <MenuItem key={sort} value={sort}>
              {i18n._(SORT_LABELS[sort])}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={search.layout}
          aria-label={t`Layout`}
          // Choosing the pressed one again hands on null: the layout stays.
          onChange={(_event, layout: ShopLayout | null) => layout && onSearchChange({ layout }, { resetScroll: false })}
        >
          {SHOP_LAYOUTS.map((layout) => {
            const label = layout === 'grid' ? t`Grid` : t`List`
            return (
              <Tooltip key={layout} title={label}>
                <ToggleButton value={layout} aria-label={label}>
                  {layout === 'grid' ? <GridViewOutlined fontSize="small" /> : <ViewListOutlined fontSize="small" />}
                </ToggleButton>
              </Tooltip>
            )
          })}
        </ToggleButtonGroup>
      </Card>

      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 24 }}>
        {data && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="shop-count">
            {countText(total)}
          </Typography>
        )}
      </Box>

      <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: 200 }}>
        {answer.isFetching && data && (
          <LinearProgress aria-label={t`Loading products`} sx={{ position: 'absolute', insetInline: 0, top: -12, height: 2, zIndex: 3 }} />
        )}
        {answer.isPending || (pastTheEnd && !data) ? (
          <ProductGridSkeleton layout={search.layout} />
        ) : answer.isError && !pastTheEnd ? (
          <Card>
            <StateMessage
              kind="error"
              title={<Trans>The products could not be loaded</Trans>}
              text={<Trans>Check your connection, then try again.</Trans>}
              error={answer.error}
              onRetry={() => void answer.refetch()}
            />
          </Card>
        ) : total === 0 ? (
          <Card>
            <StateMessage
              kind="empty"
              icon={<SearchOffOutlined />}
              title={<Trans>No products match</Trans>}
              text={filtered ? <Trans>Try other words or fewer filters.</Trans> : <Trans>The shop has no products yet.</Trans>}
              action={
                filtered && (
                  <Button variant="contained" onClick={() => onSearchChange({ q: '', ...CLEARED_FILTERS })}>
                    <Trans>Clear search and filters</Trans>
                  </Button>
                )
              }
            />
          </Card>
        ) : (
          <ResultList
            label={t`Products`}
            data-testid="product-list"
            stale={answer.isPlaceholderData}
            columns={search.layout === 'grid' ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } : '1fr'}
          >
            {data?.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} layout={search.layout} />
              </li>
            ))}
          </ResultList>
        )}
      </Box>

      {data && (
        <ListPagination pages={pages} page={search.page} onChange={(page) => onSearchChange({ page })} label={t`Pages of products`} data-testid="shop-pagination" />
      )}
    </Box>
  )
}
