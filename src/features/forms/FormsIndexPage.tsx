import { useId, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined'
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined'
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined'
import LinearScaleOutlined from '@mui/icons-material/LinearScaleOutlined'
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { TintedIcon } from '@/components/TintedIcon'
import type { Tint } from '@/components/InitialsAvatar'
import { PAGES } from '@/registry/pages'
import { RouterLink } from '@/components/RouterLink'
import { FORM_PAGES, type FormPage, type FormPageId } from './formPages'
import { usePageTitle } from '@/components/example/usePageTitle'

/** The index's own pictures of the pages (the menu makes do with the icons it already has). */
const LOOKS: Record<FormPageId, { icon: ComponentType<SvgIconProps>; tint: Tint }> = {
  'forms-form-elements': { icon: EditNoteOutlined, tint: 'primary' },
  'forms-form-validation': { icon: FactCheckOutlined, tint: 'success' },
  'forms-form-layouts': { icon: ViewQuiltOutlined, tint: 'info' },
  'forms-form-wizard': { icon: LinearScaleOutlined, tint: 'warning' },
  'forms-autocomplete': { icon: ManageSearchOutlined, tint: 'secondary' },
}

/** The address of a page of the table, for the router's links. */
const pathOf = (page: FormPageId) => PAGES.find((row) => row.id === page)!.path as LinkProps['to']

/** The index of the forms group: a card per page, its name a link to it. */
export function FormsIndexPage() {
  const titleOf = usePageTitle()
  return (
    <Box data-testid="forms-index">
      <PageHeader
        title={titleOf('forms-index')}
        subtitle={<Trans>Fields, validation, layouts and multi-step forms, each with live examples and their code.</Trans>}
        breadcrumbs={[{ label: <Trans>Home</Trans>, to: '/' }, { label: titleOf('forms-index') }]}
      />
      <Grid container spacing={3}>
        {FORM_PAGES.map((form) => (
          <Grid key={form.page} size={{ xs: 12, sm: 6, lg: 4 }}>
            <FormPageCard form={form} title={titleOf(form.page)} />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

/** One page: its picture, its name (a link the whole card answers to) and its line. */
function FormPageCard({ form, title }: { form: FormPage & { page: FormPageId }; title: string }) {
  const { i18n } = useLingui()
  const titleId = useId()
  const { icon: Icon, tint } = LOOKS[form.page]
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`form-page-${form.page}`}
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
              to={pathOf(form.page)}
              underline="none"
              // The whole card is the link's target; the link alone is in the tab order and the accessibility tree.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
            >
              {title}
            </RouterLink>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {i18n._(form.description)}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  )
}
