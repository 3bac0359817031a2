import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import { Plural, Trans } from '@lingui/react/macro'
import type { ProfileSuggestion } from '@/api/contract/profile'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { SectionCard } from '../parts/SectionCard'

/** People the user may know, with how many friends they share. */
export function SuggestionsCard({ suggestions }: { suggestions: readonly ProfileSuggestion[] }) {
  return (
    <SectionCard title={<Trans>Suggestions</Trans>} data-testid="profile-suggestions">
      <List disablePadding>
        {suggestions.map(({ name, avatar, mutualFriend }) => (
          <ListItem key={name} disableGutters>
            <ListItemAvatar>
              <InitialsAvatar name={name} src={avatar} tint={tintFor(name)} />
            </ListItemAvatar>
            <ListItemText primary={name} secondary={<Plural value={mutualFriend} one="# mutual friend" other="# mutual friends" />} />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  )
}
