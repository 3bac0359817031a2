import Box from '@mui/material/Box'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProfileData } from '@/api/contract/profile'
import { safeUrl } from '@/lib/safeUrl'
import { SectionCard } from '../parts/SectionCard'

/** The user's latest photos, as a grid of thumbnails (those whose URL the URL rule takes as an image). */
export function LatestPhotosCard({ photos }: { photos: ProfileData['latestPhotos'] }) {
  const { t } = useLingui()
  const sources = photos.flatMap((photo) => safeUrl(photo.img, 'image') ?? [])
  return (
    <SectionCard id="profile-photos" title={<Trans>Latest Photos</Trans>} data-testid="profile-latest-photos">
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
        {sources.map((src, index) => (
          <li key={index}>
            <Box
              component="img"
              src={src}
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
