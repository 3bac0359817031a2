import { useEffect, useState, type ComponentType } from 'react'
import Box from '@mui/material/Box'
import type { SvgIconProps } from '@mui/material/SvgIcon'

type PageIconProps = { name: string } & SvgIconProps
type Loaded = ComponentType<PageIconProps>

// Every page's icon (PageIcon knows some fifty) is code only a dropdown or a list of pages needs, so
// it stays out of the first load. A failed download (offline) is forgotten, to be tried again by the
// next icon drawn: an icon that cannot come keeps its empty place, it never takes the page down.
let loaded: Loaded | undefined
let loading: Promise<Loaded> | undefined
const load = () =>
  (loading ??= import('./PageIcon').then(
    (m) => (loaded = m.PageIcon),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  ))

/** Fetches the page icons ahead of need (the pointer nears what draws them). */
export const preloadPageIcons = () => void load().catch(() => {})

/**
 * A page's icon by its @mui/icons-material name, drawn once the icons' code is there; an empty square
 * of the icon's size holds its place until then, so nothing moves when it arrives.
 */
export function LazyPageIcon({ name, fontSize = 'medium', ...props }: PageIconProps) {
  const [Icon, setIcon] = useState<Loaded | undefined>(() => loaded)
  useEffect(() => {
    if (Icon) return
    let current = true
    load().then(
      (found) => current && setIcon(() => found),
      () => {},
    )
    return () => {
      current = false
    }
  }, [Icon])
  if (Icon) return <Icon name={name} fontSize={fontSize} {...props} />
  const size = fontSize === 'small' ? 20 : 24
  return <Box component="span" aria-hidden sx={{ display: 'inline-block', flexShrink: 0, width: size, height: size }} />
}
