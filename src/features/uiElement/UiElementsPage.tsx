import type { ComponentType } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined'
import DonutLargeOutlined from '@mui/icons-material/DonutLargeOutlined'
import FaceOutlined from '@mui/icons-material/FaceOutlined'
import StyleOutlined from '@mui/icons-material/StyleOutlined'
import LinearScaleOutlined from '@mui/icons-material/LinearScaleOutlined'
import ListAltOutlined from '@mui/icons-material/ListAltOutlined'
import MoreHorizOutlined from '@mui/icons-material/MoreHorizOutlined'
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined'
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined'
import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined'
import TabOutlined from '@mui/icons-material/TabOutlined'
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined'
import TimelineOutlined from '@mui/icons-material/TimelineOutlined'
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined'
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CatalogueCard } from '@/components/example/CatalogueCard'
import { PageHeader } from '@/components/PageHeader'
import type { Tint } from '@/components/InitialsAvatar'
import { PAGES } from '@/registry/pages'
import { UI_ELEMENTS, type UiElementPage } from './elements'
import { usePageTitle } from '@/components/example/usePageTitle'

/** The index's own pictures of the elements (the menu makes do with the icons it already has). */
const LOOKS: Record<UiElementPage, { icon: ComponentType<SvgIconProps>; tint: Tint }> = {
  'ui-element-typography': { icon: TextFieldsOutlined, tint: 'primary' },
  'ui-element-avatar': { icon: FaceOutlined, tint: 'success' },
  'ui-element-buttons': { icon: SmartButtonOutlined, tint: 'info' },
  'ui-element-button-group': { icon: ViewWeekOutlined, tint: 'warning' },
  'ui-element-chips': { icon: StyleOutlined, tint: 'error' },
  'ui-element-badges': { icon: NotificationsOutlined, tint: 'secondary' },
  'ui-element-alerts': { icon: ReportProblemOutlined, tint: 'warning' },
  'ui-element-progress': { icon: DonutLargeOutlined, tint: 'primary' },
  'ui-element-list': { icon: ListAltOutlined, tint: 'success' },
  'ui-element-tabs': { icon: TabOutlined, tint: 'info' },
  'ui-element-tooltips-popovers': { icon: ChatBubbleOutlineOutlined, tint: 'secondary' },
  'ui-element-pagination': { icon: MoreHorizOutlined, tint: 'error' },
  'ui-element-breadcrumbs': { icon: LinearScaleOutlined, tint: 'primary' },
  'ui-element-timeline': { icon: TimelineOutlined, tint: 'success' },
}

/** The address of a page of the table, for the router's links. */
const pathOf = (page: UiElementPage) => PAGES.find((row) => row.id === page)!.path as LinkProps['to']

/** The index of the UI elements: a card per element, its name a link to its page. */
export function UiElementsPage() {
  const titleOf = usePageTitle()
  const { i18n } = useLingui()
  return (
    <Box data-testid="ui-element-index">
      <PageHeader
        title={titleOf('ui-element-index')}
        subtitle={<Trans>The building blocks of the interface, each with live examples and their code.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('ui-element-index') }]}
      />
      <Grid container spacing={3}>
        {UI_ELEMENTS.map((element) => (
          <Grid key={element.page} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
            <CatalogueCard
              to={pathOf(element.page)}
              title={titleOf(element.page)}
              description={i18n._(element.description)}
              {...LOOKS[element.page]}
              data-testid={`element-${element.page}`}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

