import type { ReactElement } from 'react'
import { act, screen, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadPageNames } from '@/registry/names'
import { PAGES } from '@/registry/pages'
import { renderInEnglish } from '@/test/render'
import { examplesOf } from '@/components/example'
import { UI_ELEMENTS } from './elements'
import { UiElementsPage } from './UiElementsPage'
import { AlertsPage } from './alerts/AlertsPage'
import { AvatarPage } from './avatar/AvatarPage'
import { BadgesPage } from './badges/BadgesPage'
import { BreadcrumbsPage } from './breadcrumbs/BreadcrumbsPage'
import { ButtonGroupPage } from './buttonGroup/ButtonGroupPage'
import { ButtonsPage } from './buttons/ButtonsPage'
import { ChipsPage } from './chips/ChipsPage'
import { ListPage } from './list/ListPage'
import { PaginationPage } from './pagination/PaginationPage'
import { ProgressPage } from './progress/ProgressPage'
import { TabsPage } from './tabs/TabsPage'
import { TimelinePage } from './timeline/TimelinePage'
import { TooltipsPopoversPage } from './tooltipsPopovers/TooltipsPopoversPage'
import { TypographyPage } from './typography/TypographyPage'

/** The page as the only route of a router (its breadcrumbs and cards are links). */
async function show(page: () => ReactElement) {
  const router = createRouter({ routeTree: createRootRoute({ component: page }), history: createMemoryHistory() })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />)
  })
}

const PAGES_OF_ELEMENTS: Record<(typeof UI_ELEMENTS)[number]['page'], [() => ReactElement, string]> = {
  'ui-element-typography': [TypographyPage, 'Typography'],
  'ui-element-avatar': [AvatarPage, 'Avatars'],
  'ui-element-buttons': [ButtonsPage, 'Buttons'],
  'ui-element-button-group': [ButtonGroupPage, 'Button Group'],
  'ui-element-chips': [ChipsPage, 'Chips'],
  'ui-element-badges': [BadgesPage, 'Badges'],
  'ui-element-alerts': [AlertsPage, 'Alerts'],
  'ui-element-progress': [ProgressPage, 'Progress'],
  'ui-element-list': [ListPage, 'List'],
  'ui-element-tabs': [TabsPage, 'Tabs'],
  'ui-element-tooltips-popovers': [TooltipsPopoversPage, 'Tooltips & Popovers'],
  'ui-element-pagination': [PaginationPage, 'Pagination'],
  'ui-element-breadcrumbs': [BreadcrumbsPage, 'Breadcrumbs'],
  'ui-element-timeline': [TimelinePage, 'Timeline'],
}

beforeAll(() => loadPageNames('en'))

describe('the UI elements index', () => {
  it('links to every element page, each with its line', async () => {
    await show(UiElementsPage)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('UI Elements')
    for (const { page } of UI_ELEMENTS) {
      const [, title] = PAGES_OF_ELEMENTS[page]
      const card = screen.getByRole('region', { name: title })
      expect(within(card).getByRole('link', { name: title }).getAttribute('href'), page).toBe(PAGES.find((row) => row.id === page)!.path)
    }
    expect(screen.getAllByRole('link', { name: /./ }).filter((link) => link.closest('section'))).toHaveLength(UI_ELEMENTS.length)
  })
})

describe('each element page', { timeout: 30_000 }, () => {
  it.each(Object.entries(PAGES_OF_ELEMENTS))('%s shows its title, the way back and 3 to 6 examples with their code', async (page, [Page, title]) => {
    await show(Page)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getByRole('link', { name: 'UI Elements' }).getAttribute('href')).toBe('/ui-element')
    const toggles = screen.getAllByRole('button', { name: 'Show code' })
    expect(toggles.length, page).toBeGreaterThanOrEqual(3)
    expect(toggles.length, page).toBeLessThanOrEqual(6)
  })
})

describe('the examples', () => {
  // Every example file of every element, the way the pages find them.
  const examples = examplesOf(
    import.meta.glob('./*/examples/*.tsx', { eager: true }),
    import.meta.glob('./*/examples/*.tsx', { query: '?raw', import: 'default' }),
  )

  it('show their own file as their code: the component that runs is the one it defines', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(14 * 3)
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
