import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import { Trans } from '@lingui/react/macro'
import { PageHeader } from '@/components/PageHeader'
import { AlignmentCard } from './basic/AlignmentCard'
import { BorderCards } from './basic/BorderCards'
import { ColorCards } from './basic/ColorCards'
import { HeaderFooterCard } from './basic/HeaderFooterCard'
import { HorizontalCard } from './basic/HorizontalCard'
import { ImageCard } from './basic/ImageCard'
import { LinksCard } from './basic/LinksCard'
import { SimpleCard } from './basic/SimpleCard'
import { TabsCard } from './basic/TabsCard'

/** The basic card patterns: text, image, header and footer, links, tabs, alignment, colours, borders, horizontal. */
export function BasicCardsPage() {
  return (
    <Box data-testid="cards-basic">
      <PageHeader title={<Trans>Basic Cards</Trans>} subtitle={<Trans>The building blocks of every page: content and actions on one subject.</Trans>} />
      <Grid container spacing={3}>
        {/*
          Balanced rows: cards that share a row are about as tall by nature, and stretch to the same
          height with their footers at the bottom. The three short ones share the first row (the
          alignment card alone at md, where it has the width to show its three alignments); the tall
          image card sits beside the header-and-footer and tabs cards stacked, which together are as tall.
        */}
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <SimpleCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <LinksCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <AlignmentCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ImageCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          {/* Each takes its share of the column's height (the image card's, when that is taller). */}
          <Box sx={{ flex: '1 1 auto' }}>
            <HeaderFooterCard />
          </Box>
          <Box sx={{ flex: '1 1 auto' }}>
            <TabsCard />
          </Box>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <HorizontalCard imageAt="start" />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <HorizontalCard imageAt="end" />
        </Grid>
        <Grid size={12} sx={{ mt: 2 }}>
          <ColorCards />
        </Grid>
        <Grid size={12} sx={{ mt: 2 }}>
          <BorderCards />
        </Grid>
      </Grid>
    </Box>
  )
}
