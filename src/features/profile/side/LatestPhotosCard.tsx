import Box from '@mui/material/Box'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfileData } from '@/api/contract'
import { SectionCard } from '../parts/SectionCard'

/** The user's latest photos, as a grid of thumbnails. */
export function LatestPhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useLingui()
  return (
    <SectionCard id="profile-photos" title={<Trans>Latest Photos</Trans>} data-testid="profile-latest-photos">
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {photos.map((photo, index) => (
          <li key={index}>
            <Box
              component="img"
              src={photo.img}
              alt={t`Photo ${index + 1}`}
              loading="lazy"
              sx={{ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
            />
          </li>
        ))}
      </Box>
    </SectionCard>
  )
}
