import { useId, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
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
import { PageHeader } from '@/components/PageHeader'
import { TintedIcon } from '@/components/TintedIcon'
import type { Tint } from '@/components/InitialsAvatar'
import { PAGES } from '@/registry/pages'
import { RouterLink } from '@/components/RouterLink'
import { UI_ELEMENTS, type UiElement, type UiElementPage } from './elements'
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
            <ElementCard element={element} title={titleOf(element.page)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

/** One element: its picture, its name (a link the whole card answers to) and its line. */
function ElementCard({ element, title }: { element: UiElement & { page: UiElementPage }; title: string }) {
  const { i18n } = useLingui()
  const titleId = useId()
  const { icon: Icon, tint } = LOOKS[element.page]
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`element-${element.page}`}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        transition: theme.transitions.create(['box-shadow', 'transform']),
        '&:hover': { boxShadow: theme.shadows[6], transform: 'translateY(-2px)' },
        '&:has(a:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      })}
    >
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, '&:last-child': { pb: 2.5 } }}>
        <TintedIcon tint={tint} shape="rounded">
          <Icon />
        </TintedIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
            <RouterLink
              to={pathOf(element.page)}
              underline="none"
              // The whole card is the link's target; the link alone is in the tab order and the accessibility tree.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
            >
              {title}
            </RouterLink>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {i18n._(element.description)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  )
}
