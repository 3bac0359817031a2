import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { AuthBadge, type AuthScene } from './AuthBadge'

/**
 * The v2 pages' illustration: a dashboard window with a chart and a user card, and a badge that
 * tells which page this is (a lock for login, a new person for register, a letter for the forgotten
 * password, a key for the reset). Every colour comes from the theme, so it follows the primary colour
 * and reads well in light and dark.
 */
export function AuthIllustration({ scene }: { scene: AuthScene }) {
  const theme = useTheme()
  const { primary, success, warning, info, background, divider, text } = theme.palette
  const dark = theme.palette.mode === 'dark'
  const window = background.paper
  const line = alpha(text.primary, dark ? 0.16 : 0.1)
  const shadow = alpha('#000', dark ? 0.35 : 0.08)
  const bars = [46, 72, 58, 96, 80, 120, 104]

  return (
    <Box component="svg" viewBox="0 0 560 460" role="presentation" aria-hidden sx={{ width: '100%', maxWidth: 640, height: 'auto' }}>
      <defs>
        <filter id="auth-ill-shadow" x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="10" stdDeviation="14" floodColor={shadow} floodOpacity="1" />
        </filter>
        <linearGradient id="auth-ill-area" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={primary.main} stopOpacity={0.28} />
          <stop offset="1" stopColor={primary.main} stopOpacity={0} />
        </linearGradient>
      </defs>

      {/* Soft backdrop shapes */}
      <circle cx="290" cy="230" r="190" fill={alpha(primary.main, dark ? 0.1 : 0.07)} />
      <circle cx="470" cy="80" r="34" fill={alpha(info.main, 0.16)} />
      <circle cx="70" cy="390" r="22" fill={alpha(warning.main, 0.2)} />
      <g fill={alpha(primary.main, 0.35)}>
        {Array.from({ length: 20 }, (_, i) => (
          <circle key={i} cx={40 + (i % 5) * 16} cy={70 + Math.floor(i / 5) * 16} r="2.2" />
        ))}
      </g>

      {/* The dashboard window */}
      <g filter="url(#auth-ill-shadow)">
        <rect x="90" y="80" width="370" height="270" rx="16" fill={window} />
      </g>
      <rect x="90" y="80" width="370" height="270" rx="16" fill="none" stroke={divider} />
      <path d="M90 96a16 16 0 0 1 16-16h338a16 16 0 0 1 16 16v22H90z" fill={alpha(primary.main, 0.08)} />
      <circle cx="112" cy="99" r="5" fill={alpha(theme.palette.error.main, 0.8)} />
      <circle cx="128" cy="99" r="5" fill={alpha(warning.main, 0.85)} />
      <circle cx="144" cy="99" r="5" fill={alpha(success.main, 0.85)} />
      <rect x="300" y="94" width="140" height="10" rx="5" fill={line} />

      {/* Sidebar lines */}
      <rect x="110" y="138" width="70" height="10" rx="5" fill={alpha(primary.main, 0.7)} />
      {[160, 178, 196, 214, 232].map((y, i) => (
        <rect key={y} x="110" y={y} width={i % 2 ? 48 : 60} height="8" rx="4" fill={line} />
      ))}

      {/* Bar chart */}
      <rect x="200" y="134" width="242" height="150" rx="10" fill={alpha(primary.main, dark ? 0.08 : 0.04)} />
      {bars.map((h, i) => (
        <rect
          key={i}
          x={218 + i * 31}
          y={270 - h}
          width="18"
          height={h}
          rx="5"
          fill={primary.main}
          fillOpacity={i === 5 ? 1 : 0.3 + i * 0.06}
        />
      ))}

      {/* Stat tiles */}
      <rect x="200" y="296" width="116" height="38" rx="9" fill={alpha(success.main, 0.14)} />
      <rect x="212" y="308" width="44" height="6" rx="3" fill={alpha(success.main, 0.9)} />
      <rect x="212" y="320" width="70" height="6" rx="3" fill={line} />
      <rect x="326" y="296" width="116" height="38" rx="9" fill={alpha(info.main, 0.14)} />
      <rect x="338" y="308" width="44" height="6" rx="3" fill={alpha(info.main, 0.9)} />
      <rect x="338" y="320" width="70" height="6" rx="3" fill={line} />

      {/* A floating card with a trend line */}
      <g filter="url(#auth-ill-shadow)">
        <rect x="20" y="250" width="170" height="120" rx="14" fill={window} />
      </g>
      <rect x="20" y="250" width="170" height="120" rx="14" fill="none" stroke={divider} />
      <rect x="36" y="266" width="60" height="8" rx="4" fill={alpha(text.primary, dark ? 0.4 : 0.3)} />
      <path d="M36 344 L66 326 L92 334 L120 306 L146 314 L174 286 L174 356 L36 356 Z" fill="url(#auth-ill-area)" />
      <path
        d="M36 344 L66 326 L92 334 L120 306 L146 314 L174 286"
        fill="none"
        stroke={primary.main}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="174" cy="286" r="5" fill={window} stroke={primary.main} strokeWidth="3" />

      <AuthBadge scene={scene} cx={440} cy={350} />
    </Box>
  )
}
