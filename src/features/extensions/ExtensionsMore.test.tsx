import type { ReactElement } from 'react'
import { act, configure, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { downloadCsv } from '@/components/DataGrid/csv'
import { examplesOf } from '@/components/example'
import { seedDatatableRows } from '@/mocks/db/datatables'
import { loadPageNames } from '@/registry/names'
import { renderInEnglish } from '@/test/render'
import { setupSignedInBackend } from '@/test/signedIn'
import { CarouselPage } from './carousel/CarouselPage'
import { ExportPage } from './export/ExportPage'
import { I18nPage } from './i18n/I18nPage'
import { TourPage } from './tour/TourPage'

vi.mock('@/components/DataGrid/csv', async (original) => ({
  ...(await original<object>()),
  downloadCsv: vi.fn(),
}))
vi.setConfig({ testTimeout: 30_000 })
configure({ asyncUtilTimeout: 5_000 })

setupSignedInBackend('admin')
beforeAll(() => loadPageNames('en'))

/** The page as the only route of a router (its breadcrumbs are links), with the mock back end behind it. */
async function show(page: () => ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory(),
  })
  await act(async () => {
    renderInEnglish(<RouterProvider router={router} />, { withQueries: true })
  })
}

const PAGES: [string, () => ReactElement, string][] = [
  ['extensions-carousel', CarouselPage, 'Carousel'],
  ['extensions-tour', TourPage, 'Guided Tour'],
  ['extensions-i18n', I18nPage, 'Internationalization'],
  ['extensions-export', ExportPage, 'Data Export'],
]

describe('each page', () => {
  it.each(PAGES)('%s shows its title, the way back and 3 to 6 examples with their code', async (page, Page, title) => {
    await show(Page)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getByRole('link', { name: 'Extensions' }).getAttribute('href')).toBe('/extensions')
    const toggles = screen.getAllByRole('button', { name: 'Show code' })
    expect(toggles.length, page).toBeGreaterThanOrEqual(3)
    expect(toggles.length, page).toBeLessThanOrEqual(6)
  })
})

describe('the examples', () => {
  const modules = import.meta.glob<{
    meta?: { title?: unknown; order?: number }
  }>('./{carousel,tour,i18n,export}/examples/*.tsx', { eager: true })
  const examples = examplesOf(
    modules,
    import.meta.glob('./{carousel,tour,i18n,export}/examples/*.tsx', {
      query: '?raw',
      import: 'default',
    }),
  )

  it('show their own file as their code: the component that runs is the one it defines', async () => {
    expect(examples.length).toBeGreaterThanOrEqual(4 * 3)
    for (const { name, Component, source } of examples) {
      expect(await source(), name).toContain(`export default function ${Component.name}(`)
      expect(Component.name, name).toBe(name)
    }
  })

  it('are titled and ordered by their meta, with no two at the same place on a page', () => {
    const places = new Map<string, string>()
    for (const [path, module] of Object.entries(modules)) {
      expect(module.meta?.title, path).toBeTruthy()
      const place = `${path.split('/')[1]}#${module.meta?.order}`
      expect(places.get(place), `${path} and ${places.get(place)} share a place`).toBeUndefined()
      places.set(place, path)
    }
  })
})

describe('the export page', () => {
  const seed = seedDatatableRows()

  it('shows the first people with their salary and start date in the active language, and saves them as a dated CSV', async () => {
    const user = userEvent.setup()
    await show(ExportPage)
    const card = screen.getByTestId('example-ExportToFiles')
    const table = await within(card).findByRole('table', { name: 'Employees' })
    const first = seed[0]!
    const [month, day, year] = first.start_date.split('/').map(Number)
    const salary = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: 'USD',
    }).format(Number(first.salary.replace(/[^\d.]/g, '')))
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(year!, month! - 1, day!))
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual([first.full_name, first.post, first.city, date, salary])
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6)

    await user.click(within(card).getByRole('button', { name: 'Export CSV' }))
    const [csv, name] = vi.mocked(downloadCsv).mock.lastCall!
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('Name,Position,City,Start date,Salary')
    expect(lines).toHaveLength(7)
    expect(lines[1]).toBe([first.full_name, first.post, first.city, `"${date}"`, `"${salary}"`].join(','))
    expect(name).toMatch(/^employees-\d{4}-\d{2}-\d{2}$/)
  })

  it('exports every person matching the search, and says how many', async () => {
    const user = userEvent.setup()
    await show(ExportPage)
    const card = screen.getByTestId('example-ExportSearchResults')
    const target = seed[3]!
    await user.type(
      await within(card).findByRole('textbox', {
        name: 'Search by name or city',
      }),
      target.full_name,
    )
    const matching = seed.filter((row) => `${row.full_name} ${row.city}`.toLowerCase().includes(target.full_name.toLowerCase()))
    const button = within(card).getByRole('button', {
      name: matching.length === 1 ? 'Export 1 row' : `Export ${matching.length} rows`,
    })
    await user.click(button)
    const [csv] = vi.mocked(downloadCsv).mock.lastCall!
    expect(csv.split('\r\n')).toHaveLength(1 + matching.length)
    expect(csv.split('\r\n')[1]!.startsWith(`${target.full_name},${target.city},`)).toBe(true)

    await user.type(within(card).getByRole('textbox', { name: 'Search by name or city' }), 'zzzz')
    expect(
      (
        within(card).getByRole('button', {
          name: 'Nothing to export',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true)
    expect(within(card).getByText('No match')).toBeTruthy()
  })
})

describe('the i18n page', () => {
  it('says one message in the four languages, and the count in each language’s plural', async () => {
    await show(I18nPage)
    const message = screen.getByTestId('example-OneMessage')
    await waitFor(() => expect(message.querySelector('[lang="de"]')?.textContent).toBe('Willkommen zurück, Alex! Ihr Bericht ist fertig.'))
    expect(message.querySelector('[lang="en"]')?.textContent).toBe('Welcome back, Alex! Your report is ready.')
    expect(message.querySelector('[lang="fr"]')?.textContent).toBe('Bon retour, Alex ! Votre rapport est prêt.')
    expect(message.querySelector('[lang="pt"]')?.textContent).toBe('Bem-vindo de volta, Alex! O seu relatório está pronto.')

    const plurals = screen.getByTestId('example-Plurals')
    await waitFor(() => expect(plurals.querySelector('[lang="fr"]')?.textContent).toBe('1 fichier sélectionné'))
    const slider = within(plurals).getByRole('slider', {
      name: 'Number of files',
    })
    act(() => slider.focus())
    await userEvent.keyboard('{ArrowRight}')
    expect(plurals.querySelector('[lang="en"]')?.textContent).toBe('2 files selected')
    expect(plurals.querySelector('[lang="de"]')?.textContent).toBe('2 Dateien ausgewählt')
  })

  it('writes the same values per language with Intl', async () => {
    await show(I18nPage)
    const table = screen.getByRole('table', { name: 'Values per language' })
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) })
    expect(within(row('Deutsch')).getAllByRole('cell')[0]!.textContent).toBe('1.234.567,891')
    expect(within(row('English')).getAllByRole('cell')[1]!.textContent).toBe('€4,299.50')
  })
})

describe('the tour page', () => {
  it('starts the tour on its button and goes from step 1 to step 2 with Next', async () => {
    const user = userEvent.setup()
    await show(TourPage)
    await user.click(screen.getByRole('button', { name: 'Start the tour' }))
    const first = await screen.findByRole('alertdialog')
    expect(within(first).getByText('Find a project by its name or its client.')).toBeTruthy()
    await user.click(within(first).getByRole('button', { name: /Next/ }))
    await waitFor(() => expect(screen.getByRole('alertdialog').textContent).toContain('Show only the projects in one state.'))
  })
})
