import { useMemo, useRef } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useVirtualizer } from '@tanstack/react-virtual'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ExampleMeta } from '@/components/example'
import { InitialsAvatar, tintFor } from '@/components/InitialsAvatar'
import { makePeople } from '../people'

export const meta: ExampleMeta = {
  title: msg`Rows of different heights`,
  description: msg`Ten thousand messages, each measured once it is drawn, so long ones take the room they need.`,
  order: 2,
}

export default function VariableHeights() {
  const { t } = useLingui()
  const sentences = [t`Thanks, received.`, t`The delivery is planned for Thursday morning, between nine and eleven.`, t`Could you send the invoice again? The first one had the old address on it, and our accounts team needs the new one before the end of the month.`]
  const messages = useMemo(() => makePeople(10_000, 7), [])
  const scrollRef = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({ count: messages.length, getScrollElement: () => scrollRef.current, estimateSize: () => 72, overscan: 4 })
  return (
    <Box ref={scrollRef} tabIndex={0} role="region" aria-label={t`Messages`} sx={{ height: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box component="ul" aria-label={t`Messages`} sx={{ m: 0, p: 0, listStyle: 'none', height: rows.getTotalSize(), position: 'relative' }}>
        {rows.getVirtualItems().map((row) => {
          const message = messages[row.index]!
          return (
            <Box
              component="li"
              key={message.id}
              data-index={row.index}
              ref={rows.measureElement}
              aria-setsize={messages.length}
              aria-posinset={row.index + 1}
              style={{ transform: `translateY(${row.start}px)` }}
              sx={{ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%', display: 'flex', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <InitialsAvatar name={message.name} tint={tintFor(message.name)} size={32} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2">{message.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {sentences[message.id % 3]}
                </Typography>
              </Box>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
