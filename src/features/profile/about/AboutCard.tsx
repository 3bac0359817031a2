import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Trans } from '@lingui/react/macro'
import type { ProfileAbout } from '@/api/contract/profile'
import { safeUrl } from '@/lib/safeUrl'
import { formatDay } from '../format'
import { SectionCard } from '../parts/SectionCard'

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="dt" variant="subtitle2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  )
}

/** Who the user is: a line about them, and where and since when. */
export function AboutCard({ about }: { about: ProfileAbout }) {
  // Links only where the URL rule takes them; the text alone otherwise.
  const mailLink = safeUrl(`mailto:${about.email}`)
  const website = safeUrl(about.website)
  const websiteText = about.website.replace(/^https?:\/\//, '')
  return (
    <SectionCard id="profile-about" title={<Trans>About</Trans>} data-testid="profile-about">
      <Typography variant="body2" dir="auto">{about.about}</Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={<Trans>Joined</Trans>}>
          <time dateTime={about.joined}>{formatDay(about.joined)}</time>
        </Fact>
        <Fact label={<Trans>Lives</Trans>}>{about.lives}</Fact>
        <Fact label={<Trans>Email</Trans>}>
          {mailLink ? <Link href={mailLink}>{about.email}</Link> : about.email}
        </Fact>
        <Fact label={<Trans>Website</Trans>}>
          {website ? (
            <Link href={website} target="_blank" rel="noopener noreferrer">
              {websiteText}
            </Link>
          ) : (
            websiteText
          )}
        </Fact>
      </Box>
    </SectionCard>
  )
}
