import type { ComponentType } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import DatasetOutlined from '@mui/icons-material/DatasetOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import GridOnOutlined from '@mui/icons-material/GridOnOutlined'
import TableChartOutlined from '@mui/icons-material/TableChartOutlined'
import VerticalSplitOutlined from '@mui/icons-material/VerticalSplitOutlined'
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CatalogueCard } from '@/components/example/CatalogueCard'
import { usePageTitle } from '@/components/example/usePageTitle'
import type { Tint } from '@/components/InitialsAvatar'
import { PageHeader } from '@/components/PageHeader'
import { PAGES } from '@/registry/pages'
import { DATATABLE_PAGES, type DatatablePageId } from './datatablePages'

/** The index's own pictures of the pages (the menu makes do with the icons it already has). */
const LOOKS: Record<DatatablePageId, { icon: ComponentType<SvgIconProps>; tint: Tint }> = {
  'datatables-basic': { icon: GridOnOutlined, tint: 'primary' },
  'datatables-advanced': { icon: DatasetOutlined, tint: 'info' },
  'datatables-editable': { icon: EditOutlined, tint: 'success' },
  'datatables-master-detail': { icon: VerticalSplitOutlined, tint: 'warning' },
  'tables': { icon: TableChartOutlined, tint: 'secondary' },
}

const pathOf = (page: DatatablePageId) => PAGES.find((row) => row.id === page)!.path as LinkProps['to']

/** /datatables: a card per page of the group and one for the plain tables, each a link with what it shows. */
export function DatatablesIndexPage() {
  const titleOf = usePageTitle()
  const { i18n } = useLingui()
  return (
    <Box data-testid="datatables-index">
      <PageHeader
        title={titleOf('datatables-index')}
        subtitle={<Trans>Data grids over the same hundred people, from server paging to editing in place, and plain tables.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('datatables-index') }]}
      />
      <Grid container spacing={3}>
        {DATATABLE_PAGES.map(({ page, description }) => (
          <Grid key={page} size={{ xs: 12, sm: 6, lg: 4 }}>
            <CatalogueCard
              to={pathOf(page)}
              title={titleOf(page)}
              description={i18n._(description)}
              {...LOOKS[page]}
              data-testid={`datatable-page-${page}`}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}
