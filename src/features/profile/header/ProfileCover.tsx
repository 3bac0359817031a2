import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { darken, type Theme } from '@mui/material/styles'
import { useLingui } from '@lingui/react/macro'
import type { ProfileHeader } from '@/api/contract/profile'
import { InitialsAvatar } from '@/components/InitialsAvatar'
import { cssImageUrl } from '@/lib/safeUrl'
import { PROFILE_SECTIONS, goToSection } from './sections'

/** Deep in both modes, so the white pattern shows (dark mode's primary colour is a light one). */
function coverGradient(theme: Theme): string {
  const { main } = theme.palette.primary
  const [from, to] = theme.palette.mode === 'dark' ? [0.75, 0.4] : [0.45, 0]
  return `linear-gradient(${theme.direction === 'rtl' ? 225 : 135}deg, ${darken(main, from)}, ${darken(main, to)})`
}

/**
 * The top of the profile: a cover in the theme's colour (the data's pattern laid over it, so it
 * follows the chosen primary colour and the mode), the avatar, name and designation, and links to
 * the page's sections.
 */
export function ProfileCover({ header, sections }: { header: ProfileHeader; sections: ReadonlySet<string> }) {
  const { t, i18n } = useLingui()
  return (
    <Card data-testid="profile-header">
      <Box
        aria-hidden
        sx={(theme) => ({
          height: { xs: 140, sm: 200, md: 240 },
          backgroundColor: 'primary.dark',
          backgroundImage: [
            // The data's pattern when the URL rule takes it as an image; the gradient alone otherwise.
            cssImageUrl(header.coverImg),
            coverGradient(theme),
          ]
            .filter(Boolean)
            .join(', '),
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        })}
      />
      <Box
        sx={{
          px: { xs: 2, sm: 3 },
          pb: 2,
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-end' },
          gap: { xs: 1.5, md: 3 },
        }}
      >
        <Box sx={{ mt: { xs: -7, md: -8 }, borderRadius: '50%', border: 4, borderColor: 'background.paper', bgcolor: 'background.paper' }}>
          <InitialsAvatar name={header.fullName} src={header.avatar} size={120} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: { xs: 'center', md: 'start' }, pt: { md: 2 } }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {header.fullName}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {header.designation} · @{header.username}
          </Typography>
        </Box>
        <Box
          component="nav"
          aria-label={t`Profile sections`}
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}
        >
          {PROFILE_SECTIONS.filter(({ id }) => sections.has(id)).map(({ id, label }) => (
            <Button key={id} size="small" onClick={() => goToSection(id)}>
              {i18n._(label)}
            </Button>
          ))}
        </Box>
      </Box>
    </Card>
  )
}
