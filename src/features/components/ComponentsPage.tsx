import type { ComponentType } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import ListOutlined from '@mui/icons-material/ListOutlined'
import PictureInPictureOutlined from '@mui/icons-material/PictureInPictureOutlined'
import ReorderOutlined from '@mui/icons-material/ReorderOutlined'
import EventOutlined from '@mui/icons-material/EventOutlined'
import StarHalfOutlined from '@mui/icons-material/StarHalfOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined'
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined'
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined'
import LinearScaleOutlined from '@mui/icons-material/LinearScaleOutlined'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CatalogueCard } from '@/components/example/CatalogueCard'
import { PageHeader } from '@/components/PageHeader'
import type { Tint } from '@/components/InitialsAvatar'
import { PAGES } from '@/registry/pages'
import { COMPONENT_DEMOS, type ComponentDemoPage } from './components'
import { usePageTitle } from '@/components/example/usePageTitle'

/** The index's own pictures of the components (the menu makes do with the icons it already has). */
const LOOKS: Record<ComponentDemoPage, { icon: ComponentType<SvgIconProps>; tint: Tint }> = {
  'components-accordion': { icon: ReorderOutlined, tint: 'primary' },
  'components-dialogs': { icon: PictureInPictureOutlined, tint: 'success' },
  'components-snackbars': { icon: ChatBubbleOutlineOutlined, tint: 'info' },
  'components-menus': { icon: ListOutlined, tint: 'warning' },
  'components-steppers': { icon: LinearScaleOutlined, tint: 'error' },
  'components-drawers': { icon: MenuOpenOutlined, tint: 'secondary' },
  'components-rating': { icon: StarHalfOutlined, tint: 'warning' },
  'components-slider': { icon: TuneOutlined, tint: 'primary' },
  'components-switches': { icon: ToggleOnOutlined, tint: 'success' },
  'components-transfer-list': { icon: SyncAltOutlined, tint: 'info' },
  'components-pickers': { icon: EventOutlined, tint: 'error' },
  'components-tree-view': { icon: AccountTreeOutlined, tint: 'secondary' },
}

/** The address of a page of the table, for the router's links. */
const pathOf = (page: ComponentDemoPage) => PAGES.find((row) => row.id === page)!.path as LinkProps['to']

/** The index of the components: a card per component, its name a link to its page. */
export function ComponentsPage() {
  const titleOf = usePageTitle()
  const { i18n } = useLingui()
  return (
    <Box data-testid="components-index">
      <PageHeader
        title={titleOf('components-index')}
        subtitle={<Trans>Interactive components of the interface, each with live examples and their code.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('components-index') }]}
      />
      <Grid container spacing={3}>
        {COMPONENT_DEMOS.map((demo) => (
          <Grid key={demo.page} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
            <CatalogueCard
              to={pathOf(demo.page)}
              title={titleOf(demo.page)}
              description={i18n._(demo.description)}
              {...LOOKS[demo.page]}
              data-testid={`component-${demo.page}`}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

