import { IllustrationFrame } from './IllustrationFrame'
import { useIllustrationPalette } from './palette'

/** A closed padlock in front of a shield: for the "not authorized" page. */
export function LockIllustration() {
  const c = useIllustrationPalette()
  return (
    <IllustrationFrame ground={{ cy: 278, rx: 96 }}>
      {/* shield behind the lock */}
      <path d="M200 30 l92 34 v66 q0 88 -92 128 q-92 -40 -92 -128 v-66z" fill={c.primarySoft} />
      <path d="M200 50 l72 27 v53 q0 70 -72 104 q-72 -34 -72 -104 v-53z" fill="none" stroke={c.primary} strokeWidth="3" strokeDasharray="8 8" />
      <g className="float">
        {/* shackle */}
        <path d="M164 150 v-34 a36 36 0 0 1 72 0 v34" fill="none" stroke={c.ink} strokeOpacity="0.55" strokeWidth="14" strokeLinecap="round" />
        {/* body */}
        <rect x="136" y="142" width="128" height="100" rx="16" fill={c.primary} />
        <rect x="136" y="142" width="128" height="20" rx="10" fill={c.primaryDeep} opacity="0.5" />
        <circle cx="200" cy="186" r="14" fill={c.surface} />
        <path d="M194 194 h12 l4 28 h-20z" fill={c.surface} />
      </g>
      {/* warning sparks */}
      <circle cx="92" cy="84" r="6" fill={c.danger} />
      <circle cx="316" cy="190" r="5" fill={c.accent} />
      <circle cx="306" cy="70" r="3" fill={c.muted} />
      <circle cx="84" cy="210" r="4" fill={c.muted} />
    </IllustrationFrame>
  )
}
