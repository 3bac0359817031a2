import type { ReactElement } from 'react'
import { act, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { examplesOf } from '@/components/example'
import { loadPageNames, pageNames } from '@/registry/names'
import { PAGES } from '@/registry/pages'
import { renderInEnglish } from '@/test/render'
import { EXTENSIONS } from './extensions'
import { ExtensionsPage } from './ExtensionsPage'
import { ClipboardPage } from './clipboard/ClipboardPage'
import { DragAndDropPage } from './dragAndDrop/DragAndDropPage'
import { EditorPage } from './editor/EditorPage'
import { FileUploaderPage } from './fileUploader/FileUploaderPage'
import { VirtualListPage } from './virtualList/VirtualListPage'

/** The page as the only route of a router (its breadcrumbs and cards are links). */
async function show(page: () => ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

const PAGES_SHOWN: [string, () => ReactElement, string][] = [
  ['extensions-drag-and-drop', DragAndDropPage, 'Drag and Drop'],
  ['extensions-file-uploader', FileUploaderPage, 'File Uploader'],
  ['extensions-editor', EditorPage, 'Rich Text Editor'],
  ['extensions-clipboard', ClipboardPage, 'Clipboard'],
  ['extensions-virtual-list', VirtualListPage, 'Virtual List'],
]

beforeAll(() => loadPageNames('en'))

describe('the extensions index', () => {
  it('links to every extension page, each with its line', async () => {
    await show(ExtensionsPage)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Extensions')
    for (const { page } of EXTENSIONS) {
      const title = pageNames('en').titles[page]
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('link', { name: title }).getAttribute('href'), page).toBe(PAGES.find((row) => row.id === page)!.path)
    }
    expect(screen.getAllByRole('link', { name: /./ }).filter((link) => link.closest('section'))).toHaveLength(EXTENSIONS.length)
    expect(screen.getByRole('link', { name: 'Drag and Drop' }).getAttribute('href')).toBe('/extensions/drag-and-drop')
  })
})

describe('each extension page', { timeout: 30_000 }, () => {
  it.each(PAGES_SHOWN)('%s shows its title, the way back and 3 to 6 examples with their code', async (page, Page, title) => {
    await show(Page)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getByRole('link', { name: 'Extensions' }).getAttribute('href')).toBe('/extensions')
    const toggles = screen.getAllByRole('button', { name: 'Show code' })
    expect(toggles.length, page).toBeGreaterThanOrEqual(3)
    expect(toggles.length, page).toBeLessThanOrEqual(6)
  })

  it('the kanban board shows its four columns with their cards', async () => {
    await show(DragAndDropPage)
    const board = screen.getByRole('group', { name: 'Project board' })
    expect(within(board).getAllByRole('heading', { level: 3 }).map((heading) => heading.firstChild?.textContent)).toEqual(['Backlog', 'In progress', 'In review', 'Done'])
    expect(within(within(board).getByRole('list', { name: 'Cards in “In review”' })).getByRole('button', { name: /Sign-in page/ })).toBeTruthy()
  })
})

describe('the examples', () => {
  // Every example file of these pages, the way the pages find them.
  const examples = examplesOf(
    import.meta.glob('./{dragAndDrop,fileUploader,editor,clipboard,virtualList}/examples/*.tsx', { eager: true }),
    import.meta.glob('./{dragAndDrop,fileUploader,editor,clipboard,virtualList}/examples/*.tsx', { query: '?raw', import: 'default' }),
  )

  it('show their own file as their code: the component that runs is the one it defines', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(5 * 3)
    for (const { name, Component, source } of examples) {
      const code = await source()
      expect(code, name).toContain(`export default function ${Component.name}(`)
      expect(Component.name, name).toBe(name)
    }
  })

  it('are titled and ordered by their meta, with no two at the same place on a page', () => {
    const modules = import.meta.glob<{ meta?: { title?: unknown; order?: number } }>('./{dragAndDrop,fileUploader,editor,clipboard,virtualList}/examples/*.tsx', { eager: true })
    const places = new Map<string, string>()
    for (const [path, module] of Object.entries(modules)) {
      expect(module.meta?.title, path).toBeTruthy()
      const place = `${path.split('/')[1]}#${module.meta?.order}`
      expect(places.get(place), `${path} and ${places.get(place)} share a place`).toBeUndefined()
      places.set(place, path)
    }
  })
})
