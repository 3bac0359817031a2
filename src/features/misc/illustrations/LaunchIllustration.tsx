import { IllustrationFrame } from './IllustrationFrame'
import { useIllustrationPalette } from './palette'

/** A rocket lifting off between stars: for the "coming soon" page. */
export function LaunchIllustration() {
  const c = useIllustrationPalette()
  return (
    <IllustrationFrame ground={{ cy: 278, rx: 110 }}>
      {/* stars */}
      <path d="M92 70 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z" fill={c.accent} />
      <path d="M312 96 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" fill={c.primary} />
      <circle cx="300" cy="56" r="4" fill={c.muted} />
      <circle cx="110" cy="190" r="5" fill={c.muted} />
      <circle cx="326" cy="200" r="3" fill={c.accent} />
      <g className="float">
        {/* flame */}
        <path d="M186 206 q14 40 14 52 q0 -12 14 -52z" fill={c.accent} />
        <path d="M193 206 q7 24 7 32 q0 -8 7 -32z" fill={c.surface} opacity="0.8" />
        {/* fins */}
        <path d="M172 160 l-26 44 h30z" fill={c.primaryDeep} />
        <path d="M228 160 l26 44 h-30z" fill={c.primaryDeep} />
        {/* body */}
        <path d="M200 40 q36 36 36 110 v56 h-72 v-56 q0 -74 36 -110z" fill={c.surface} stroke={c.primary} strokeWidth="4" />
        <path d="M200 40 q20 20 29 52 h-58 q9 -32 29 -52z" fill={c.primary} />
        <circle cx="200" cy="128" r="18" fill={c.primarySoft} stroke={c.primary} strokeWidth="4" />
        <circle cx="194" cy="122" r="5" fill={c.surface} opacity="0.9" />
        <rect x="164" y="190" width="72" height="16" rx="4" fill={c.primary} />
      </g>
      {/* clouds of exhaust, in front of the flame's base */}
      <g fill={c.surface} stroke={c.muted} strokeWidth="2">
        <circle cx="150" cy="250" r="22" />
        <circle cx="178" cy="238" r="28" />
        <circle cx="222" cy="238" r="28" />
        <circle cx="250" cy="250" r="22" />
        <rect x="150" y="246" width="100" height="26" stroke="none" />
      </g>
    </IllustrationFrame>
  )
}
