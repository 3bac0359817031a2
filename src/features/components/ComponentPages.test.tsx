import type { ReactElement } from 'react'
import { act, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadPageNames } from '@/registry/names'
import { PAGES } from '@/registry/pages'
import { renderInEnglish } from '@/test/render'
import { examplesOf } from '@/components/example'
import { COMPONENT_DEMOS } from './components'
import { ComponentsPage } from './ComponentsPage'
import { AccordionPage } from './accordion/AccordionPage'
import { DialogsPage } from './dialogs/DialogsPage'
import { DrawersPage } from './drawers/DrawersPage'
import { MenusPage } from './menus/MenusPage'
import { PickersPage } from './pickers/PickersPage'
import { RatingPage } from './rating/RatingPage'
import { SliderPage } from './slider/SliderPage'
import { SnackbarsPage } from './snackbars/SnackbarsPage'
import { SteppersPage } from './steppers/SteppersPage'
import { SwitchesPage } from './switches/SwitchesPage'
import { TransferListPage } from './transferList/TransferListPage'
import { TreeViewPage } from './treeView/TreeViewPage'

/** The page as the only route of a router (its breadcrumbs and cards are links). */
async function show(page: () => ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

const PAGES_OF_COMPONENTS: Record<(typeof COMPONENT_DEMOS)[number]['page'], [() => ReactElement, string]> = {
  'components-accordion': [AccordionPage, 'Accordion'],
  'components-dialogs': [DialogsPage, 'Dialogs'],
  'components-snackbars': [SnackbarsPage, 'Snackbars'],
  'components-menus': [MenusPage, 'Menus'],
  'components-steppers': [SteppersPage, 'Steppers'],
  'components-drawers': [DrawersPage, 'Drawers'],
  'components-rating': [RatingPage, 'Rating'],
  'components-slider': [SliderPage, 'Slider'],
  'components-switches': [SwitchesPage, 'Switches & Checkboxes'],
  'components-transfer-list': [TransferListPage, 'Transfer List'],
  'components-pickers': [PickersPage, 'Date & Time Pickers'],
  'components-tree-view': [TreeViewPage, 'Tree View'],
}

beforeAll(() => loadPageNames('en'))

describe('the components index', () => {
  it('links to every component page, each with its line', async () => {
    await show(ComponentsPage)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Components')
    for (const { page } of COMPONENT_DEMOS) {
      const [, title] = PAGES_OF_COMPONENTS[page]
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('link', { name: title }).getAttribute('href'), page).toBe(PAGES.find((row) => row.id === page)!.path)
    }
    expect(screen.getAllByRole('link', { name: /./ }).filter((link) => link.closest('section'))).toHaveLength(COMPONENT_DEMOS.length)
    expect(screen.getByText('A task in steps, forward and back, with what was typed kept.')).toBeTruthy()
  })
})

describe('each component page', { timeout: 30_000 }, () => {
  it.each(Object.entries(PAGES_OF_COMPONENTS))(
    '%s shows its title, the way back and 3 to 6 examples with their code',
    async (page, [Page, title]) => {
      await show(Page)
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
      expect(screen.getByRole('link', { name: 'Components' }).getAttribute('href')).toBe('/components')
      const toggles = screen.getAllByRole('button', { name: 'Show code' })
      expect(toggles.length, page).toBeGreaterThanOrEqual(3)
      expect(toggles.length, page).toBeLessThanOrEqual(6)
    },
  )
})

describe('the examples', () => {
  // Every example file of every component, the way the pages find them.
  const examples = examplesOf(
    import.meta.glob('./*/examples/*.tsx', { eager: true }),
    import.meta.glob('./*/examples/*.tsx', { query: '?raw', import: 'default' }),
  )

  it('show their own file as their code: the component that runs is the one it defines', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(COMPONENT_DEMOS.length * 3)
    for (const { name, Component, source } of examples) {
      const code = await source()
      expect(code, name).toContain(`export default function ${Component.name}(`)
      expect(Component.name, name).toBe(name)
    }
  })

  it('are titled and ordered by their meta, with no two at the same place on a page', () => {
    const modules = import.meta.glob<{ meta?: { title?: unknown; order?: number } }>('./*/examples/*.tsx', { eager: true })
    const places = new Map<string, string>()
    for (const [path, module] of Object.entries(modules)) {
      expect(module.meta?.title, path).toBeTruthy()
      const place = `${path.split('/')[1]}#${module.meta?.order}`
      expect(places.get(place), `${path} and ${places.get(place)} share a place`).toBeUndefined()
      places.set(place, path)
    }
  })
})
