import { expect, test } from './support/mock'
import type { Page } from '@playwright/test'

// Language switching from the navbar: labels, <html lang>, persistence.

async function open(page: Page) {
  await page.goto('/')
  await expect(page.getByTestId('layout-root')).toBeVisible()
}

async function pickLanguage(page: Page, name: string) {
  await page.getByTestId('language-menu-button').click()
  await page.getByRole('menuitem', { name }).click()
}

test('the language menu lists each language by its own name and marks the active one', async ({ page }) => {
  await open(page)
  await page.getByTestId('language-menu-button').click()
  const items = page.getByRole('menu').getByRole('menuitem')
  await expect(items).toHaveText(['English', 'Deutsch', 'Français', 'Português'])
  await expect(page.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).not.toHaveAttribute('aria-current', 'true')
})

test('switching to German translates the menu, the tab title and <html lang>, survives a reload, and switches back', async ({ page }) => {
  await open(page)
  const menu = page.getByTestId('horizontal-menu')
  await expect(menu.getByTestId('nav-pages')).toHaveText('Pages')
  await expect(page).toHaveTitle('eCommerce Dashboard · Vantage Admin')

  await pickLanguage(page, 'Deutsch')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page).toHaveTitle('E-Commerce-Dashboard · Vantage Admin')
  await expect(menu.getByTestId('nav-pages')).toHaveText('Seiten')
  await expect(menu.getByTestId('nav-dashboards')).toHaveText('Dashboards')
  await menu.getByTestId('nav-dashboards').click()
  await expect(page.getByRole('menuitem', { name: 'E-Commerce' })).toBeVisible()
  await page.keyboard.press('Escape')
  await menu.getByTestId('nav-pages').click()
  await expect(page.getByRole('menuitem', { name: 'Verschiedenes' })).toBeVisible()
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(menu.getByTestId('nav-pages')).toHaveText('Seiten')

  await pickLanguage(page, 'English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(menu.getByTestId('nav-pages')).toHaveText('Pages')
  await expect(page).toHaveTitle('eCommerce Dashboard · Vantage Admin')
  await menu.getByTestId('nav-dashboards').click()
  await expect(page.getByRole('menuitem', { name: 'eCommerce' })).toBeVisible()
})

test('the vertical menu follows the language too', async ({ page }) => {
  await page.goto('/misc/error')
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ menuLayout: 'vertical', language: 'de' })))
  await open(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  const menu = page.getByTestId('vertical-menu')
  await expect(menu.getByRole('link', { name: 'E-Commerce' })).toBeVisible()
  await expect(menu.getByRole('button', { name: 'Seiten' })).toBeVisible()
})
