import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import { Trans } from '@lingui/react/macro'
import type { SuggestedPage } from '@/api/contract/profile'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { FavoriteToggle } from '../parts/FavoriteToggle'
import { SectionCard } from '../parts/SectionCard'

/** Pages the user may like to follow, each with a favorite star. */
export function SuggestedPagesCard({ pages }: { pages: readonly SuggestedPage[] }) {
  return (
    <SectionCard title={<Trans>Suggested Pages</Trans>} data-testid="profile-suggested-pages">
      <List disablePadding>
        {pages.map((page) => (
          <ListItem
            key={page.id}
            disableGutters
            secondaryAction={<FavoriteToggle list="suggestedPages" id={page.id} name={page.username} favorite={page.favorite} />}
          >
            <ListItemAvatar>
              <InitialsAvatar name={page.username} src={page.avatar} tint={tintFor(page.username)} />
            </ListItemAvatar>
            <ListItemText primary={page.username} secondary={page.subtitle} />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  )
}
