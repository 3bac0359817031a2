import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { AuthScene } from '../illustrations/AuthBadge'
import type { AuthVersion } from '../paths'
import { CardFrame } from './CardFrame'
import { SplitFrame } from './SplitFrame'

interface AuthPageProps {
  version: AuthVersion
  scene: AuthScene
  title: ReactNode
  subtitle: ReactNode
  children: ReactNode
}

/** One auth page: the same heading and form in either frame, so v1 and v2 differ only in the frame. */
export function AuthPage({ version, scene, title, subtitle, children }: AuthPageProps) {
  const content = (
    <>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
      </Box>
      {children}
    </>
  )
  return version === 'v1' ? <CardFrame>{content}</CardFrame> : <SplitFrame scene={scene}>{content}</SplitFrame>
}
