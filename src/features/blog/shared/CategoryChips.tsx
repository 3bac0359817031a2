import Box from '@mui/material/Box'
import { useLingui } from '@lingui/react/macro'
import type { BlogCategory, BlogStatus } from '@/api/contract/blogValues'
import { TintedChip } from '@/components/TintedChip'
import { CATEGORY_INFO, STATUS_INFO } from './labels'

/** A post's status when it is not published (a draft, scheduled), then its categories as coloured chips. */
export function CategoryChips({ categories, status }: { categories: readonly BlogCategory[]; status?: BlogStatus }) {
  const { i18n, t } = useLingui()
  const unpublished = status !== undefined && status !== 'published'
  if (categories.length === 0 && !unpublished) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {unpublished && <TintedChip variant="outlined" color={STATUS_INFO[status].tint} label={i18n._(STATUS_INFO[status].name)} data-status={status} />}
      {categories.length > 0 && (
        <Box component="ul" aria-label={t`Categories`} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {categories.map((category) => (
            <li key={category}>
              <TintedChip color={CATEGORY_INFO[category].tint} label={i18n._(CATEGORY_INFO[category].name)} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
