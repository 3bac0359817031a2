import { useId } from 'react'
import { IllustrationFrame } from './IllustrationFrame'
import { useIllustrationPalette, type IllustrationPalette } from './palette'

/** A gear outline: teeth as short thick strokes around a ring. */
function Gear({ cx, cy, r, color, hole }: { cx: number; cy: number; r: number; color: string; hole: string }) {
  const teeth = Array.from({ length: 10 }, (_, i) => (i * 360) / 10)
  return (
    <g>
      {teeth.map((angle) => (
        <rect
          key={angle}
          x={cx - r * 0.16}
          y={cy - r * 1.18}
          width={r * 0.32}
          height={r * 0.4}
          rx={r * 0.06}
          fill={color}
          transform={`rotate(${angle} ${cx} ${cy})`}
        />
      ))}
      <circle cx={cx} cy={cy} r={r} fill={color} />
      <circle cx={cx} cy={cy} r={r * 0.42} fill={hole} />
    </g>
  )
}

/** An open-ended wrench, drawn upright around (0, 0) so the caller places and tilts it. */
function Wrench({ color }: { color: string }) {
  // The jaw's opening is cut out with a mask, so it shows whatever lies behind the wrench.
  const maskId = useId()
  return (
    <g>
      <mask id={maskId}>
        <circle cx="0" cy="-62" r="26" fill="#fff" />
        <rect x="-9" y="-96" width="18" height="34" fill="#000" />
      </mask>
      <circle cx="0" cy="-62" r="26" fill={color} mask={`url(#${maskId})`} />
      <rect x="-10" y="-44" width="20" height="112" rx="10" fill={color} />
      <circle cx="0" cy="52" r="4" fill="none" stroke="#fff" strokeOpacity="0.6" strokeWidth="2" />
    </g>
  )
}

function Toolbox({ c }: { c: IllustrationPalette }) {
  return (
    <g>
      <path d="M96 214 v-10 a6 6 0 0 1 6 -6 h36 a6 6 0 0 1 6 6 v10" fill="none" stroke={c.primaryDeep} strokeWidth="6" />
      <rect x="66" y="212" width="108" height="50" rx="8" fill={c.primary} />
      <rect x="66" y="228" width="108" height="6" fill={c.primaryDeep} opacity="0.5" />
      <rect x="110" y="224" width="20" height="16" rx="3" fill={c.surface} />
    </g>
  )
}

function Cone({ c }: { c: IllustrationPalette }) {
  return (
    <g>
      <rect x="276" y="250" width="76" height="12" rx="4" fill={c.accent} />
      <path d="M298 250 l12 -78 h8 l12 78z" fill={c.accent} />
      <path d="M303 220 h22 l2 14 h-26z M307 192 h14 l2 12 h-18z" fill={c.surface} />
    </g>
  )
}

/** Two gears, a wrench and a traffic cone: for the "under maintenance" page. */
export function MaintenanceIllustration() {
  const c = useIllustrationPalette()
  return (
    <IllustrationFrame ground={{ cx: 210, cy: 264, rx: 150 }}>
      <g className="float">
        <Gear cx={170} cy={130} r={56} color={c.primary} hole={c.surface} />
        <Gear cx={252} cy={186} r={32} color={c.primarySoft} hole={c.surface} />
        <g transform="translate(214 112) rotate(40)">
          <Wrench color={c.accent} />
        </g>
      </g>
      <Toolbox c={c} />
      <Cone c={c} />
    </IllustrationFrame>
  )
}
