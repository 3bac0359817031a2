import type { ComponentType } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import type { SvgIconProps } from '@mui/material/SvgIcon'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined'
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined'
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined'
import LinearScaleOutlined from '@mui/icons-material/LinearScaleOutlined'
import type { LinkProps } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { CatalogueCard } from '@/components/example/CatalogueCard'
import { PageHeader } from '@/components/PageHeader'
import type { Tint } from '@/components/InitialsAvatar'
import { PAGES } from '@/registry/pages'
import { FORM_PAGES, type FormPageId } from './formPages'
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
  const { i18n } = useLingui()
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
            <CatalogueCard
              to={pathOf(form.page)}
              title={titleOf(form.page)}
              description={i18n._(form.description)}
              {...LOOKS[form.page]}
              data-testid={`form-page-${form.page}`}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

