import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import { usePreferences } from '@/theme/settingsStore'
import { HorizontalMenu } from './horizontal/HorizontalMenu'
import { MenuTheme } from './MenuTheme'
import { Navbar } from './navbar/Navbar'
import { surfaceSx } from './navStyles'
import { BOXED_MAX_WIDTH, FLOATING_GAP } from './layoutSizes'
import { contentPaddingX } from './contentPadding'

interface Props {
  showBrand: boolean
  showHamburger: boolean
  showHorizontalMenu: boolean
  onOpenMenu: () => void
  onOpenCustomizer: () => void
}

/**
 * The top of the page: the navbar and, in the horizontal layout, the menu bar below it, on one
 * surface. The navbar type decides how that surface sits: floating (detached, rounded, sticky,
 * blurred), sticky (full width, sticks), static (scrolls away) or hidden.
 */
export function Header({ showBrand, showHamburger, showHorizontalMenu, onOpenMenu, onOpenCustomizer }: Props) {
  const theme = useTheme()
  const { navbarType, skin, contentWidth } = usePreferences()
  const showNavbar = navbarType !== 'hidden'
  if (!showNavbar && !showHorizontalMenu) return null

  const floating = navbarType === 'floating'
  const sticks = floating || navbarType === 'sticky'
  const boxed = contentWidth === 'boxed'
  const bg = theme.palette.background

  return (
    <Box
      component="header"
      data-testid="layout-header"
      sx={{
        position: sticks ? 'sticky' : 'relative',
        top: 0,
        zIndex: theme.zIndex.appBar,
        ...(floating && {
          pt: `${FLOATING_GAP}px`,
          px: contentPaddingX,
          // Content scrolling up fades out behind the detached navbar instead of showing in the gap.
          '&::before': {
            content: '""',
            position: 'absolute',
            insetInline: 0,
            top: 0,
            height: FLOATING_GAP + 40,
            pointerEvents: 'none',
            background: `linear-gradient(180deg, ${alpha(bg.default, 0.95)} 44%, ${alpha(bg.default, 0.45)} 73%, ${alpha(bg.default, 0)})`,
            backdropFilter: 'blur(2px)',
            maskImage: 'linear-gradient(black 60%, transparent)',
          },
        }),
      }}
    >
      <Box
        data-testid="navbar-surface"
        sx={{
          position: 'relative',
          bgcolor: sticks ? alpha(bg.paper, 0.88) : 'background.paper',
          backdropFilter: sticks ? 'saturate(180%) blur(8px)' : undefined,
          ...surfaceSx(theme, skin === 'bordered'),
          ...(floating
            ? { borderRadius: 1.5, ...(boxed && { maxWidth: BOXED_MAX_WIDTH, mx: 'auto' }) }
            : { borderRadius: 0, borderTop: 0, borderInline: 0 }),
        }}
      >
        <Box sx={!floating && boxed ? { maxWidth: BOXED_MAX_WIDTH, mx: 'auto' } : undefined}>
          {showNavbar && (
            <Navbar
              showBrand={showBrand}
              showHamburger={showHamburger}
              onOpenMenu={onOpenMenu}
              onOpenCustomizer={onOpenCustomizer}
            />
          )}
        </Box>
        {showHorizontalMenu && (
          <MenuTheme>
            <MenuBar showDivider={showNavbar} floating={floating} boxed={boxed} />
          </MenuTheme>
        )}
      </Box>
    </Box>
  )
}

/** The horizontal menu's strip; inside MenuTheme so the semi-dark skin darkens it. */
function MenuBar({ showDivider, floating, boxed }: { showDivider: boolean; floating: boolean; boxed: boolean }) {
  const theme = useTheme()
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        borderTop: showDivider ? `1px solid ${theme.palette.divider}` : 0,
        ...(floating && { borderRadius: showDivider ? '0 0 6px 6px' : 1.5 }),
      }}
    >
      <Box sx={boxed && !floating ? { maxWidth: BOXED_MAX_WIDTH, mx: 'auto' } : undefined}>
        <HorizontalMenu />
      </Box>
    </Box>
  )
}
