import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'

/**
 * What an example file may say about itself, next to its component (its default export):
 *
 *   export const meta: ExampleMeta = { title: msg`Sizes`, order: 3 }
 */
export interface ExampleMeta {
  /** Its card's title; without one, the file's name says it ("IconButtons.tsx": "Icon buttons"). */
  title?: MessageDescriptor
  /** One line under the title. */
  description?: MessageDescriptor
  /** Its place on the page, lowest first; examples without one come last, by file name. */
  order?: number
  /** Takes the page's whole width rather than half of it on wide screens (a long row, a table). */
  wide?: boolean
}

/** One example of a demo page: the component that runs, and its own file's text, shown as its code. */
export interface ExampleEntry {
  /** The file's name without `.tsx`: unique on its page. */
  name: string
  /** The file's name, shown above its code. */
  fileName: string
  title: MessageDescriptor | string
  description?: MessageDescriptor
  order: number
  wide: boolean
  Component: ComponentType
  /** Downloads the file's text: only when someone opens its code. */
  source: () => Promise<string>
}

/** "IconButtons" is "Icon buttons". */
const titleOfName = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1)

const isComponent = (value: unknown): value is ComponentType => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value)

/**
 * The examples of a demo page from its folder of example files, one example a file, in the order
 * their `meta` gives. Every page says it the same way, so the code it shows is the very file that runs:
 *
 *   const examples = examplesOf(
 *     import.meta.glob('./examples/*.tsx', { eager: true }),
 *     import.meta.glob('./examples/*.tsx', { query: '?raw', import: 'default' }),
 *   )
 *
 * The first glob brings the components with the page; the second only a way to download each file's
 * text, which Vite keeps in a chunk of its own until it is asked for.
 */
export function examplesOf(components: Record<string, unknown>, sources: Record<string, () => Promise<unknown>>): ExampleEntry[] {
  const entries = Object.entries(components).map(([path, module]): ExampleEntry => {
    const { default: Component, meta = {} } = (module ?? {}) as { default?: unknown; meta?: ExampleMeta }
    if (!isComponent(Component)) throw new Error(`The example ${path} has no component as its default export`)
    const load = sources[path]
    if (!load) throw new Error(`The example ${path} has no source to show`)
    const fileName = fileNameOf(path)
    const name = fileName.replace(/\.[jt]sx?$/, '')
    return {
      name,
      fileName,
      title: meta.title ?? titleOfName(name),
      ...(meta.description && { description: meta.description }),
      order: meta.order ?? Number.POSITIVE_INFINITY,
      wide: meta.wide ?? false,
      Component,
      source: async () => String(await load()),
    }
  })
  return entries.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
}
