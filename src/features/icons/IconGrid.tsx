import { useLayoutEffect, useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import type { IconEntry } from './outlinedIcons'
import { breakableName } from './breakableName'

const CELL_WIDTH = 120
const ROW_HEIGHT = 104

/**
 * The icons as a grid of buttons in a scroll box of its own. Only the rows in view (and a few
 * around them) are in the page: two thousand buttons at once would take seconds to lay out.
 * The number of columns follows the box's width.
 */
export function IconGrid({ icons, onPick, label }: { icons: readonly IconEntry[]; onPick: (name: string) => void; label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [columns, setColumns] = useState(4)
  useLayoutEffect(() => {
    const box = scrollRef.current
    if (!box) return
    const fit = () => setColumns(Math.max(2, Math.floor(box.clientWidth / CELL_WIDTH)))
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  const rowCount = Math.ceil(icons.length / columns)
  // The virtualizer hands back a new measure on every scroll, which React's compiler cannot memoise: it skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({ count: rowCount, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 3 })

  return (
    <Box ref={scrollRef} role="group" aria-label={label} sx={{ height: 'min(640px, 70vh)', overflowY: 'auto', overflowX: 'hidden', position: 'relative' }}>
      <Box sx={{ height: rows.getTotalSize(), position: 'relative', width: '100%' }}>
        {rows.getVirtualItems().map((row) => (
          <Box
            key={row.key}
            sx={{ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', height: ROW_HEIGHT, display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1 }}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {icons.slice(row.index * columns, row.index * columns + columns).map(({ name, Icon }) => (
              <ButtonBase
                key={name}
                // The whole name on hover when three lines cannot hold it.
                title={name}
                onClick={() => onPick(name)}
                sx={{ flexDirection: 'column', gap: 1, p: 1, my: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', minWidth: 0, '&:hover': { bgcolor: 'action.hover' } }}
              >
                <Icon aria-hidden />
                <Typography
                  variant="caption"
                  sx={{
                    maxWidth: '100%',
                    overflowWrap: 'anywhere',
                    lineHeight: 1.25,
                    textAlign: 'center',
                    // The cells have one height: a name longer than three lines ends with an ellipsis.
                    display: '-webkit-box',
                    WebkitBoxOrient: 'vertical',
                    WebkitLineClamp: 3,
                    overflow: 'hidden',
                  }}
                >
                  {breakableName(name)}
                </Typography>
              </ButtonBase>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
