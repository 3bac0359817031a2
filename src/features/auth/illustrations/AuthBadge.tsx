import type { ReactNode } from 'react'
import { alpha, useTheme } from '@mui/material/styles'

export type AuthScene = 'login' | 'register' | 'forgot' | 'reset'

/** Each page's glyph: a lock, a new person, a letter, a key. */
const glyphs: Record<AuthScene, ReactNode> = {
  login: (
    <>
      <rect x="-17" y="-4" width="34" height="26" rx="5" />
      <path d="M-10 -4v-8a10 10 0 0 1 20 0v8" />
      <path d="M0 6v6" />
    </>
  ),
  register: (
    <>
      <circle cx="-5" cy="-9" r="9" />
      <path d="M-22 20a17 17 0 0 1 34 0" />
      <path d="M20 -8v16M12 0h16" />
    </>
  ),
  forgot: (
    <>
      <rect x="-20" y="-14" width="40" height="28" rx="5" />
      <path d="M-18 -11l18 14 18-14" />
    </>
  ),
  reset: (
    <>
      <circle cx="-10" cy="-8" r="10" />
      <path d="M-3 -1l22 22M11 13l6-6M16 18l5-5" />
    </>
  ),
}

/** The round badge of the illustration: one simple glyph per page, drawn in white on the primary colour. */
export function AuthBadge({ scene, cx, cy }: { scene: AuthScene; cx: number; cy: number }) {
  const primary = useTheme().palette.primary.main
  return (
    <g transform={`translate(${cx} ${cy})`}>
      <circle r="64" fill={alpha(primary, 0.18)} />
      <circle r="48" fill={primary} />
      <g fill="none" stroke="#fff" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round">
        {glyphs[scene]}
      </g>
    </g>
  )
}
