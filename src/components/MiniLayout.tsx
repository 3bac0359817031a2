import { useTheme } from '@mui/material/styles'

export interface MiniLayoutProps {
  menu?: 'vertical' | 'horizontal' | 'collapsed' | 'none'
  darkMenu?: boolean
  bordered?: boolean
  boxed?: boolean
  navbar?: 'floating' | 'sticky' | 'static' | 'hidden'
  footer?: 'static' | 'sticky' | 'hidden'
  /** Draws the side menu on the right. */
  rtl?: boolean
}

/**
 * A thumbnail of the page layout for the customizer's cards (and the layout pages), drawn in the card's current colour
 * (primary when chosen) so each choice shows what it changes.
 */
export function MiniLayout({
  menu = 'vertical',
  darkMenu = false,
  bordered = false,
  boxed = false,
  navbar = 'sticky',
  footer = 'static',
  rtl = false,
}: MiniLayoutProps) {
  const dark = useTheme().palette.mode === 'dark'
  const W = 64
  const H = 42
  const side = menu === 'vertical' ? 14 : menu === 'collapsed' ? 6 : 0
  const menuX = rtl ? W - side : 0
  const left = rtl ? 2 : side + 2
  const right = rtl ? W - side - 2 : W - 2
  const inset = boxed ? 7 : 0
  const x0 = left + inset
  const x1 = right - inset
  const barY = navbar === 'floating' ? 3 : 0
  const barH = navbar === 'hidden' ? 0 : 6
  const barX = navbar === 'floating' ? x0 : menu === 'vertical' || menu === 'collapsed' ? left - 2 : 0
  const barW = navbar === 'floating' ? x1 - x0 : (menu === 'vertical' || menu === 'collapsed' ? right + 2 - (left - 2) : W)
  const topMenuH = menu === 'horizontal' ? 4 : 0
  const contentY = barY + barH + topMenuH + 3
  const footerH = footer === 'hidden' ? 0 : 3
  const stroke = bordered ? { stroke: 'currentColor', strokeOpacity: 0.6, strokeWidth: 0.8 } : {}
  const fill = { fill: 'currentColor' }

  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="3" fill="none" stroke="currentColor" strokeOpacity="0.25" />
      {side > 0 && (
        <rect
          x={menuX}
          y="0"
          width={side}
          height={H}
          rx="2"
          {...(darkMenu ? { fill: dark ? '#fff' : '#2F3349', fillOpacity: dark ? 0.15 : 0.9 } : { ...fill, fillOpacity: 0.25 })}
          {...stroke}
        />
      )}
      {barH > 0 && (
        <rect x={barX + 0.5} y={barY + 0.5} width={barW - 1} height={barH} rx={navbar === 'floating' ? 2 : 0} {...fill} fillOpacity={0.35} {...stroke} />
      )}
      {topMenuH > 0 && (
        <rect
          x={navbar === 'floating' ? x0 : 0}
          y={barY + barH + 0.5}
          width={navbar === 'floating' ? x1 - x0 : W}
          height={topMenuH}
          {...(darkMenu ? { fill: '#2F3349', fillOpacity: 0.9 } : { ...fill, fillOpacity: 0.2 })}
        />
      )}
      <rect x={x0} y={contentY} width={(x1 - x0) / 2 - 1} height="10" rx="1.5" {...fill} fillOpacity={0.15} {...stroke} />
      <rect x={x0 + (x1 - x0) / 2 + 1} y={contentY} width={(x1 - x0) / 2 - 1} height="10" rx="1.5" {...fill} fillOpacity={0.15} {...stroke} />
      <rect x={x0} y={contentY + 12} width={x1 - x0} height={H - contentY - 17 - footerH} rx="1.5" {...fill} fillOpacity={0.15} {...stroke} />
      {footerH > 0 && (
        <rect x={x0} y={H - footerH - 2} width={x1 - x0} height={footerH} rx="1" {...fill} fillOpacity={footer === 'sticky' ? 0.5 : 0.25} />
      )}
    </svg>
  )
}
