import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import { listenToAnnouncements } from './announce'
import { visuallyHidden } from './visuallyHidden'

/**
 * The app's polite live region, mounted once by the layout: it says what `announce()` and
 * `useAnnounce()` (./announce.ts) are given. It is in the page from the start and empty, as a
 * screen reader only reads what changes in a region it already knows. Each text is a new node, so
 * the same text twice ("3 users" after another search with three) is read twice.
 */
export function LiveStatus() {
  const [said, setSaid] = useState({ text: '', count: 0 })
  useEffect(() => listenToAnnouncements((text) => setSaid((before) => ({ text, count: before.count + 1 }))), [])
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="live-status">
      {said.text && <span key={said.count}>{said.text}</span>}
    </Box>
  )
}
