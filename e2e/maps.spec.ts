import { customersByCountry } from '../src/api/contract/maps'
import { expect, test, waitForCall } from './support/mock'

// The maps page works with no network beyond the app's own origin: the world's shapes come with
// the page and the figures from the mock back end, so every request elsewhere is refused here.

test('draws the world offline, zooms, opens an office by keyboard and shows the mock’s customers', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const refused: string[] = []
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      refused.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  const answer = waitForCall(page, customersByCountry)
  await page.goto('/maps')
  const { countries, total } = await answer

  const map = page.getByRole('group', { name: 'World map' })
  const drawn = page.getByTestId('map-countries')
  await expect(drawn.locator('path.country')).toHaveCount(176)
  await expect(drawn).toHaveAttribute('transform', 'translate(0,0) scale(1)')

  // The buttons and the keyboard move the same zoom.
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect(drawn).toHaveAttribute('transform', /scale\(1\.5\)$/)
  await map.focus()
  await page.keyboard.press('+')
  await expect(drawn).toHaveAttribute('transform', /scale\(2\.25\)$/)
  await page.getByRole('button', { name: 'Reset zoom' }).click()
  await expect(drawn).toHaveAttribute('transform', 'translate(0,0) scale(1)')
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled()

  // An office's card opens from the keyboard and gives the focus back when it closes.
  const lisbon = page.getByRole('button', { name: 'Lisbon' })
  await lisbon.focus()
  await page.keyboard.press('Enter')
  const card = page.getByRole('dialog', { name: 'Lisbon' })
  await expect(card).toContainText('Portugal')
  await expect(card).toContainText('48 people work here')
  await page.keyboard.press('Escape')
  await expect(card).toBeHidden()
  await expect(lisbon).toBeFocused()

  // The legend's last step ends at the largest figure; the table has every country and the total.
  const top = countries[0]!
  await expect(page.getByTestId('map-legend').getByRole('listitem').last()).toHaveText(new RegExp(`(^|–)${top.customers}$`))
  const table = page.getByRole('table', { name: 'Customers by country' })
  await expect(table.locator('tbody tr')).toHaveCount(countries.length)
  await expect(table.locator(`tr[data-country="${top.id}"]`)).toContainText(String(top.customers))
  await expect(table.locator('tfoot')).toContainText(`Total${total}100%`)
  await expect(page.getByTestId('map-summary')).toHaveText(`${countries.length} countries with customers`)

  // A country with customers tells its name and figure on focus.
  await page.locator(`path[data-country="${top.id}"]`).focus()
  await expect(page.getByTestId('map-country-info')).toContainText(`${top.customers} customer`)
  expect(refused, 'nothing outside the app was needed').toEqual([])
})
