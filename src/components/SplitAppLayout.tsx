import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Drawer from '@mui/material/Drawer'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme, type SxProps, type Theme } from '@mui/material/styles'

/** What the panes inside a `SplitAppLayout` know of its sidebar (from `useSplitAppSidebar`). */
export interface SplitAppSidebar {
  /** Below `md`: the sidebar is a drawer, and the main pane shows a button that opens it. */
  collapsed: boolean
  /** Whether the drawer is open (below `md`). */
  open: boolean
  /** Opens the drawer; focus goes back to `opener` (else to what had it) when it closes. */
  openSidebar: (opener?: HTMLElement | null) => void
  /** Closes the drawer, e.g. once a link in it was chosen. */
  closeSidebar: () => void
  /** Spread on the button that opens the drawer; the caller gives its name and icon. */
  buttonProps: { onClick: (event: MouseEvent<HTMLElement>) => void; 'aria-expanded': boolean }
}

const noop = () => undefined

/** Outside a layout there is no drawer, so nothing asks for a button. */
const SidebarContext = createContext<SplitAppSidebar>({
  collapsed: false,
  open: false,
  openSidebar: noop,
  closeSidebar: noop,
  buttonProps: { onClick: noop, 'aria-expanded': false },
})

/** The sidebar's state and controls, for a pane of the layout (the main pane's "open sidebar" button). */
export function useSplitAppSidebar(): SplitAppSidebar {
  return useContext(SidebarContext)
}

export interface SplitAppLayoutProps {
  /** The sidebar's content: a primary action, lists of places. */
  sidebar: ReactNode
  /** The sidebar landmark's accessible name ("Mail folders"). */
  sidebarLabel: string
  /** `navigation` (a `<nav>`, the default) or `complementary` (an `<aside>`). */
  sidebarRole?: 'navigation' | 'complementary'
  /** In pixels, beside the main pane and as the drawer's width. */
  sidebarWidth?: number
  /** The drawer's state below `md`, when the caller keeps it; otherwise the layout does. */
  sidebarOpen?: boolean
  onSidebarOpenChange?: (open: boolean) => void
  /** The main pane (a list). */
  children: ReactNode
  /** What is open: drawn over the main pane (which stays mounted), and a full-width drawer below `md`. */
  detail?: ReactNode
  /** Whether `detail` shows; by default, whenever there is one. */
  detailOpen?: boolean
  /**
   * In pixels: the detail is a panel of this width at the main pane's end, over part of it (a
   * contact's profile beside the conversation), and a drawer as wide below `md`. Without it the
   * detail covers the whole main pane, and the whole width below `md` (an open mail).
   */
  detailWidth?: number
  /** Asked by the drawer below `md` (Escape, a click outside). */
  onDetailClose?: () => void
  /** The name of the detail's drawer below `md` (the open item's kind: "Mail"), which is a dialog there. */
  detailLabel: string
  sx?: SxProps<Theme>
  'data-testid'?: string
}

/**
 * A master-detail app in one card: a sidebar of places beside the main pane, and the open item over
 * that pane (or, with `detailWidth`, a panel at its end). Below `md` the sidebar is a temporary drawer
 * opened from the main pane (see `useSplitAppSidebar`), and the open item a drawer from the end. The drawers start from the reading
 * side in either direction; colours come from the theme.
 */
export function SplitAppLayout({
  sidebar,
  sidebarLabel,
  sidebarRole = 'navigation',
  sidebarWidth = 260,
  sidebarOpen,
  onSidebarOpenChange,
  children,
  detail,
  detailOpen = Boolean(detail),
  detailWidth,
  onDetailClose,
  detailLabel,
  sx,
  'data-testid': testId,
}: SplitAppLayoutProps) {
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [ownOpen, setOwnOpen] = useState(false)
  const open = sidebarOpen ?? ownOpen
  const setOpen = (next: boolean) => {
    if (sidebarOpen === undefined) setOwnOpen(next)
    onSidebarOpenChange?.(next)
  }
  const drawerOpen = !wide && open
  const drawerRef = useRef<HTMLDivElement>(null)
  const rememberOpener = useSidebarFocusReturn(drawerOpen, drawerRef)

  const controls: SplitAppSidebar = {
    collapsed: !wide,
    open: drawerOpen,
    openSidebar: (opener) => {
      rememberOpener(opener ?? null)
      setOpen(true)
    },
    closeSidebar: () => setOpen(false),
    buttonProps: { onClick: (event) => controls.openSidebar(event.currentTarget), 'aria-expanded': drawerOpen },
  }
  const landmark = (
    <Box
      component={sidebarRole === 'navigation' ? 'nav' : 'aside'}
      aria-label={sidebarLabel}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflowY: 'auto' }}
    >
      {sidebar}
    </Box>
  )

  return (
    <SidebarContext value={controls}>
      <Card sx={[{ flex: '1 1 0', minHeight: 560, display: 'flex', position: 'relative', overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]} data-testid={testId}>
        {wide ? (
          <Box sx={{ width: sidebarWidth, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>{landmark}</Box>
        ) : (
          // MUI mirrors a drawer's anchor right to left: `left` is the start side, `right` the end.
          // Below md the drawers are dialogs over the page, named like what they hold.
          <Drawer
            ref={drawerRef}
            open={drawerOpen}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { role: 'dialog', 'aria-label': sidebarLabel, sx: { width: sidebarWidth } } as object }}
          >
            {landmark}
          </Drawer>
        )}
        <Box sx={{ position: 'relative', flex: 1, minWidth: 0, display: 'flex' }}>
          {children}
          {wide && detailOpen && (
            <Box
              sx={
                detailWidth === undefined
                  ? { position: 'absolute', inset: 0, zIndex: 3 }
                  : {
                      position: 'absolute',
                      insetBlock: 0,
                      insetInlineEnd: 0,
                      width: detailWidth,
                      maxWidth: '100%',
                      zIndex: 3,
                      bgcolor: 'background.paper',
                      borderInlineStart: 1,
                      borderColor: 'divider',
                      boxShadow: 8,
                    }
              }
            >
              {detail}
            </Box>
          )}
        </Box>
        {!wide && (
          <Drawer
            anchor="right"
            open={detailOpen}
            onClose={onDetailClose}
            slotProps={{
              paper: { role: 'dialog', 'aria-label': detailLabel, sx: { width: detailWidth ?? '100%', maxWidth: '100%' } } as object,
            }}
          >
            {detailOpen && detail}
          </Drawer>
        )}
      </Card>
    </SidebarContext>
  )
}

/**
 * Gives the focus back to the button that opened the drawer when it closes. MUI's drawer does so for
 * the element it saw lose the focus; this also covers a browser that does not focus a clicked button
 * (Safari), and leaves the focus alone if something else took it meanwhile (a dialog the drawer opened).
 */
function useSidebarFocusReturn(open: boolean, drawer: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  // Before the drawer takes the focus: what has it now is where it goes back to.
  useLayoutEffect(() => {
    if (open && !opener.current && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  useEffect(() => {
    if (wasOpen.current && !open) {
      const target = opener.current
      opener.current = null
      const active = document.activeElement
      const lost = !active || active === document.body || Boolean(drawer.current?.contains(active))
      if (target?.isConnected && lost) target.focus()
    }
    wasOpen.current = open
  }, [drawer, open])
  return (element: HTMLElement | null) => {
    opener.current = element
  }
}
