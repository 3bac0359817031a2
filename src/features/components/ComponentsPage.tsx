import { useId, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
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
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { TintedIcon } from '@/components/TintedIcon'
import type { Tint } from '@/components/InitialsAvatar'
import { PAGES } from '@/registry/pages'
import { RouterLink } from '@/components/RouterLink'
import { COMPONENT_DEMOS, type ComponentDemo, type ComponentDemoPage } from './components'
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
}

/** The address of a page of the table, for the router's links. */
const pathOf = (page: ComponentDemoPage) => PAGES.find((row) => row.id === page)!.path as LinkProps['to']

/** The index of the components: a card per component, its name a link to its page. */
export function ComponentsPage() {
  const titleOf = usePageTitle()
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
            <ComponentCard demo={demo} title={titleOf(demo.page)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

/** One component: its picture, its name (a link the whole card answers to) and its line. */
function ComponentCard({ demo, title }: { demo: ComponentDemo & { page: ComponentDemoPage }; title: string }) {
  const { i18n } = useLingui()
  const titleId = useId()
  const { icon: Icon, tint } = LOOKS[demo.page]
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`component-${demo.page}`}
      sx={(theme) => ({
        position: 'relative',
        height: '100%',
        transition: theme.transitions.create(['box-shadow', 'transform']),
        '&:hover': {
          boxShadow: theme.shadows[6],
          transform: 'translateY(-2px)',
        },
        '&:has(a:focus-visible)': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <CardContent
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 2,
          '&:last-child': { pb: 2.5 },
        }}
      >
        <TintedIcon tint={tint} shape="rounded">
          <Icon />
        </TintedIcon>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
            <RouterLink
              to={pathOf(demo.page)}
              underline="none"
              // The whole card is the link's target; the link alone is in the tab order and the accessibility tree.
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {title}
            </RouterLink>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {i18n._(demo.description)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  )
}
