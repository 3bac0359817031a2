import { useEffect, useEffectEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/api/errors'
import { PageHeader } from '@/components/PageHeader'
import { SplitAppLayout, useSplitAppSidebar } from '@/components/SplitAppLayout'
import type { ListScreenProps } from '@/lib/listSearch'
import { productsQuery } from '../queries'
import type { ShopSearch } from '../search'
import { ShopFilters } from './ShopFilters'
import { ShopResults } from './ShopResults'

/** The layout's card made invisible: the filters and the products are cards of their own, side by side. */
const FRAME = {
  flex: 'none',
  minHeight: 0,
  gap: 3,
  overflow: 'visible',
  bgcolor: 'transparent',
  backgroundImage: 'none',
  boxShadow: 'none',
  border: 0,
  // The sidebar's own rule would stand in the gap between the two cards.
  '& > *': { borderInlineEnd: 0 },
} as const

/**
 * /apps/ecommerce/shop: the products, searched, sorted, filtered and paged by the server, everything in
 * the address. The filters are a sidebar from `md` up and a drawer below it.
 */
export function ShopScreen({ search, onSearchChange }: ListScreenProps<ShopSearch>) {
  const { t } = useLingui()
  // While the next page or filter is answered, the last answer stays on screen (dimmed).
  const answer = useQuery({ ...productsQuery(search), placeholderData: keepPreviousData })
  usePastTheEnd(answer.error, search.page, () => onSearchChange({ page: 1 }, { replace: true }))

  return (
    <>
      <PageHeader
        title={<Trans>Shop</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: <Trans>eCommerce</Trans> }, { label: <Trans>Shop</Trans> }]}
      />
      <SplitAppLayout
        sidebar={
          <SidebarFrame>
            <ShopFilters search={search} onSearchChange={onSearchChange} facets={answer.data?.facets} />
          </SidebarFrame>
        }
        sidebarLabel={t`Product filters`}
        sidebarRole="complementary"
        sidebarWidth={300}
        detailLabel={t`Product`}
        sx={FRAME}
        data-testid="shop"
      >
        <ShopResults search={search} onSearchChange={onSearchChange} answer={answer} />
      </SplitAppLayout>
    </>
  )
}

/** The filters in a card beside the products; in the drawer below `md`, plainly padded. */
function SidebarFrame({ children }: { children: ReactNode }) {
  const { collapsed } = useSplitAppSidebar()
  return collapsed ? <Box sx={{ p: 2.5 }}>{children}</Box> : <Card sx={{ p: 2.5 }}>{children}</Card>
}

/**
 * A page past the last one is a 404: an old link, or the filters changed under a later page. The shop
 * then shows page 1, in place of the page asked for (no new history entry).
 */
function usePastTheEnd(error: Error | null, page: number, toFirstPage: () => void) {
  const past = error instanceof ApiError && error.status === 404 && page > 1
  // An effect event: the screen's new callback on every render must not run the move again.
  const move = useEffectEvent(toFirstPage)
  useEffect(() => {
    if (past) move()
  }, [past])
}
