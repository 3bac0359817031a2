import { PAGES } from '../src/registry/pages'
import { PAGE_TITLES } from '../src/registry/pageNames'
import { chunkOf } from './support/chunks'
import { expect, test } from './support/mock'

// The UI elements' demo pages: an example shows its own source (downloaded, with the highlighter,
// only when its code is first opened), copies it to the clipboard and hides it again; the index
// leads to every element's page.

test('an example shows its own code, highlighted, copies it and hides it again', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/ui-element/buttons')

  const example = page.getByRole('region', { name: 'Sizes', exact: true })
  await expect(example.getByRole('button', { name: 'Large' }).first()).toBeVisible()
  const lazyFiles = [chunkOf('src/features/uiElement/buttons/examples/ButtonSizes.tsx?raw'), chunkOf('src/components/example/highlight.ts')]
  const lazyParts = () => requested.filter((path) => lazyFiles.some((file) => file === `**${path}`))
  expect(lazyParts(), 'the source and the highlighter wait until the code is opened').toEqual([])

  const toggle = example.getByRole('button', { name: 'Show code' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const hide = example.getByRole('button', { name: 'Hide code' })
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await expect(hide).toBeFocused()
  const code = page.getByRole('region', { name: 'Code of Sizes' })
  await expect(hide).toHaveAttribute('aria-controls', (await code.getAttribute('id'))!)
  // The very file that runs: its component, its imports, its meta.
  await expect(code).toContainText('export default function ButtonSizes()')
  await expect(code).toContainText("import Button from '@mui/material/Button'")
  await expect(code.locator('.hljs-keyword').first()).toHaveText('import')
  expect(lazyParts()).toHaveLength(2)

  await code.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Code copied to the clipboard')).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('export default function ButtonSizes()')
  expect(copied).toBe(await code.locator('code').textContent())

  await hide.click()
  await expect(example.getByRole('button', { name: 'Show code' })).toHaveAttribute('aria-expanded', 'false')
  await expect(code).toBeHidden()
})

test('the index leads to every UI element page, and each page back to it', async ({ page }) => {
  await page.goto('/ui-element')
  await expect(page.getByRole('heading', { level: 1, name: 'UI Elements' })).toBeVisible()
  const elements = PAGES.filter((row) => row.menu === 'ui-element' && row.id !== 'ui-element-index')
  expect(elements).toHaveLength(14)
  for (const element of elements) {
    const title = PAGE_TITLES[element.id].en
    const card = page.getByRole('region', { name: title, exact: true })
    await expect(card.getByRole('link', { name: title, exact: true }), element.id).toHaveAttribute('href', element.path)
  }

  // The whole card answers to its link.
  await page.getByRole('region', { name: 'Timeline', exact: true }).click({ position: { x: 20, y: 60 } })
  await expect(page).toHaveURL(/\/ui-element\/timeline$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show code' })).toHaveCount(5)
  await page.getByRole('navigation', { name: 'Breadcrumb' }).first().getByRole('link', { name: 'UI Elements' }).click()
  await expect(page).toHaveURL(/\/ui-element$/)
})
