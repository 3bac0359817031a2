import IconButton from '@mui/material/IconButton'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import { useLingui } from '@lingui/react/macro'
import type { FavoriteList } from '@/api/contract/profile'
import { useToggleFavorite } from '../pageMutations'

/** The star that marks a suggested page or a twitter account as the viewer's favorite. */
export function FavoriteToggle({ list, id, name, favorite }: { list: FavoriteList; id: number; name: string; favorite: boolean }) {
  const { t } = useLingui()
  const toggle = useToggleFavorite()
  return (
    <IconButton
      size="small"
      aria-label={t`Favorite ${name}`}
      aria-pressed={favorite}
      onClick={() => toggle.mutate({ list, id, favorite })}
      sx={{ color: favorite ? 'warning.main' : 'text.secondary' }}
    >
      {favorite ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
    </IconButton>
  )
}
