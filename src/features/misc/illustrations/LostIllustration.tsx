import { IllustrationFrame } from './IllustrationFrame'
import { useIllustrationPalette } from './palette'

/** "404" drawn as shapes, with a magnifying glass as the zero: for the "page not found" page. */
export function LostIllustration() {
  const c = useIllustrationPalette()
  // A "4" as one path, so both fours share a shape and the drawing needs no font.
  const four = 'M48 0 h24 v76 h12 v22 h-12 v32 h-24 v-32 H0 v-22z M48 38 L22 76 H48z'
  return (
    <IllustrationFrame ground={{ cy: 270, rx: 140 }}>
      {/* dashed trail of someone who took a wrong turn */}
      <path d="M48 250 q60 -40 110 -10 t120 -6 t80 -30" fill="none" stroke={c.muted} strokeWidth="3" strokeDasharray="2 10" strokeLinecap="round" />
      <g className="float">
        <path d={four} transform="translate(50 70)" fill={c.primary} fillRule="evenodd" />
        <path d={four} transform="translate(266 70)" fill={c.primary} fillRule="evenodd" />
        {/* the zero: a magnifying glass */}
        <circle cx="200" cy="124" r="48" fill={c.surface} stroke={c.primary} strokeWidth="18" />
        <path d="M178 112 a24 24 0 0 1 22 -14" fill="none" stroke={c.primarySoft} strokeWidth="8" strokeLinecap="round" />
        <rect x="226" y="160" width="20" height="56" rx="10" fill={c.ink} opacity="0.6" transform="rotate(-36 236 188)" />
        <text x="200" y="142" textAnchor="middle" fontSize="52" fontWeight="700" fill={c.accent} fontFamily="inherit">
          ?
        </text>
      </g>
    </IllustrationFrame>
  )
}
