import { expect, test, type Page } from '@playwright/test'
import { isBelow, samePath } from '../src/lib/paths'
import { PAGES } from '../src/registry/pages'
import { chromiumArgs, findChromium } from '../scripts/chromium.mjs'
import { roleState } from './support/session'
import { animationsSettled } from './support/settled'
import { inCatalogue, pageOfPath } from './support/catalogue'
import { navigateInApp } from './support/walk'
import { machineMs } from './support/time'

// No sideways scroll, on any page: every page of the table of pages (src/registry/pages.ts) at four
// widths, from a wide desktop to a phone, and the phone again right to left (the demo catalogue's
// pages on the phone right to left only, the page layout demos at 1440 and 390 px). A page fails when the
// document scrolls sideways, or when a card or other surface (.MuiPaper-root, .MuiCard-root, a titled
// card's section) is wider than its own box. A surface meant to scroll sideways itself (a wide table
// on a Paper that is its own scroll area) says so with `data-scrolls-sideways` and is skipped. Scroll
// areas inside a surface (a TableContainer, scrollable tabs, the DataGrid's virtual scroller) keep
// their overflow to themselves and need nothing; but a grid must fit its card, scroll no further than
// its columns go, and below `sm` a list's grid shows its compact layout, with no sideways scroll.
//
// Pages walk: the first route of a walk loads, the others are reached by the app's own client-side
// navigation (the router follows history.pushState), so the app and its mock boot once per walk.
// Left to right, a page is opened once and measured at each width as the window is resized, as a
// user drags a window's edge (one page opens at the widest width, the next at the phone's, and so on,
// so both are also seen as first drawn); right to left, every page opens on the phone.
// Then the layout glitches a new user found: a collapsed card, the basic cards, the welcome toast.

const WIDTHS = [1440, 1024, 768, 390] as const
/** MUI's `sm` breakpoint: below it, the lists show their compact layout. */
const SM = 600

/** Every page of the table; a record page (/apps/user/view) opens its first record by redirect, the email app opens a folder. */
const ROUTES = PAGES.map((page) => (page.path === '/apps/email' ? '/apps/email/inbox' : page.path))

/** A page of the demo catalogue (e2e/support/catalogue.ts): a grid of examples, looked at where its own content can overflow. */
function catalogueRoute(route: string): boolean {
  const shown = pageOfPath(route)
  return shown !== undefined && inCatalogue(shown)
}

/** A page of the page layout demos (/page-layout/...): a layout of the shell on a page of text. */
const layoutDemo = (route: string): boolean => pageOfPath(route)?.menu === 'page-layout'

/** Pages a walk looks at, at most: the walks run side by side, and each stays well within its time limit. */
const WALK_LENGTH = { ltr: 12, rtl: 25 }

/** What shows once a page has its content: its heading (h1), or for a page without one, its main part. */
const READY: Record<string, string> = { '/apps/email/inbox': '[data-testid=email-row]' }
const HEADING = 'h1'

/** The lists whose grid shows a compact layout below `sm`: on a phone their rows fit without scrolling sideways. */
const COMPACT_LISTS = ['/apps/user/list', '/apps/invoice/list', '/datatables/basic', '/datatables/advanced']

test.use({
  storageState: roleState('admin'),
  // Scrollbars that take room, as on most desktops: headless Chromium hides them by default, and a
  // part sized to the window rather than to its box (100vw, a width measured before the scrollbar
  // came) then overflows only on a real screen.
  launchOptions: { executablePath: findChromium().executablePath, args: chromiumArgs, ignoreDefaultArgs: ['--hide-scrollbars'] },
})

interface Found {
  problems: string[]
}

/**
 * Measures the page as it is: the document's sideways scroll, then every surface. Runs in the page;
 * each problem names the element (tag, test id, id or classes) with its widths, and the part of it
 * that sticks out.
 */
function measure({ compactGrid }: { compactGrid: boolean }): Found {
  const describe = (el: Element) => {
    const testId = el.getAttribute('data-testid')
    const classes = [...el.classList].filter((name) => !name.startsWith('css-')).slice(0, 3)
    const label = el.getAttribute('aria-label')
    return [
      el.tagName.toLowerCase(),
      testId && `[data-testid=${testId}]`,
      el.id && `#${el.id}`,
      classes.length > 0 && `.${classes.join('.')}`,
      label && `[aria-label="${label}"]`,
    ]
      .filter(Boolean)
      .join('')
  }
  const rendered = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  const meantToScroll = (el: Element) => el.closest('[data-scrolls-sideways]') !== null
  /** The rendered descendant of `box` that sticks out of [left, right] the furthest (the outermost of equals). */
  const stickingOut = (box: Element, left: number, right: number): string => {
    let furthest: { el: Element; rect: DOMRect; by: number } | undefined
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_ELEMENT)
    for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
      const rect = node.getBoundingClientRect()
      const by = Math.max(rect.right - right, left - rect.left)
      if (rect.width > 0 && by > 1 && by > (furthest?.by ?? 0) && rendered(node)) furthest = { el: node, rect, by }
    }
    if (!furthest) return 'no child sticks out (a margin or a transform)'
    const { el, rect } = furthest
    return `${describe(el)} sticks out (${Math.round(rect.width)} px wide at ${Math.round(rect.left)}–${Math.round(rect.right)}, the box is ${Math.round(left)}–${Math.round(right)})`
  }

  const problems: string[] = []
  const root = document.scrollingElement ?? document.documentElement
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px; ${stickingOut(document.body, 0, root.clientWidth)}`)
  }
  const surfaces = document.querySelectorAll('.MuiPaper-root, .MuiCard-root, section[aria-labelledby]')
  for (const el of surfaces) {
    if (!rendered(el) || meantToScroll(el)) continue
    if (el.scrollWidth > el.clientWidth + 1) {
      const rect = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      const left = rect.left + parseFloat(style.borderLeftWidth)
      problems.push(`${describe(el)} is ${el.scrollWidth} px wide inside its ${el.clientWidth} px box; ${stickingOut(el, left, left + el.clientWidth)}`)
    }
  }
  // A grid scrolls sideways only as far as its columns go: nothing of its own (a header's menu
  // button, a resize handle) may stick out past the last column and add a scroll bar of its own.
  for (const scroller of document.querySelectorAll('.MuiDataGrid-virtualScroller')) {
    const content = scroller.querySelector('.MuiDataGrid-virtualScrollerContent')?.getBoundingClientRect()
    if (!content) continue
    const columns = Math.max(scroller.clientWidth, Math.round(content.width))
    if (scroller.scrollWidth > columns + 1) {
      const grid = scroller.closest('.MuiDataGrid-root') ?? scroller
      problems.push(`the grid ${describe(grid)} scrolls ${scroller.scrollWidth} px sideways for ${columns} px of columns; ${stickingOut(scroller, content.left, content.right)}`)
    }
  }
  // The grids of the lists below `sm`: their rows fit the phone (fewer columns), with no sideways scroll.
  if (compactGrid) {
    for (const scroller of document.querySelectorAll('.MuiDataGrid-virtualScroller')) {
      if (scroller.scrollWidth > scroller.clientWidth + 1) {
        problems.push(`the grid's rows are ${scroller.scrollWidth} px wide in ${scroller.clientWidth} px: below sm the list shows a compact layout`)
      }
    }
  }
  return { problems }
}

/** Opens `route` by the router's own client-side navigation (it follows history.pushState) and waits for the page's content. */
async function visit(page: Page, route: string, first: boolean) {
  if (first) {
    await page.goto(route)
  } else {
    // What is on screen now belongs to the page being left: the next page's content is new.
    await page.evaluate((marks) => {
      for (const old of document.querySelectorAll(marks)) old.setAttribute('data-walk-left', '')
    }, [HEADING, ...Object.values(READY)].join(', '))
    await navigateInApp(page, route)
  }
  // Checked at every frame rather than by expect's retries, which back off to a second: 35 pages a walk.
  const ready = READY[route] ?? HEADING
  const shown = await page
    .waitForFunction(
      (selector) => {
        const visible = (el: Element) => el.checkVisibility({ visibilityProperty: true })
        const content = [...document.querySelectorAll(`${selector}:not([data-walk-left])`)].some(visible)
        // Loaded: no route progress; no card still loading (a skeleton, a busy region), whose width is not yet its own.
        const loading = document.querySelector('[data-testid=route-progress]') !== null || [...document.querySelectorAll('[aria-busy="true"], .MuiSkeleton-root')].some(visible)
        return content && !loading
      },
      ready,
      { polling: 'raf', timeout: machineMs(10_000) },
    )
    .then(
      () => true,
      () => false,
    )
  expect(shown, `${route} shows its content (${ready}) and has loaded`).toBe(true)
}

/** The window at `width`: a phone's is taller and narrower. */
const viewport = (width: number) => ({ width, height: width < SM ? 844 : 900 })

/** Resolves at the page's next frame. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(done)))

/** Resizes the window and waits for the page to lay itself out again (a media query's re-render, a chart's resize). */
async function resize(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return
  await page.setViewportSize(viewport(width))
  await nextFrame(page)
  await nextFrame(page)
}


/** The widths a page is measured at, left to right: the catalogue's pages none, the page layout demos the widest and the narrowest. */
function widthsOf(route: string): readonly number[] {
  if (catalogueRoute(route)) return []
  return layoutDemo(route) ? [WIDTHS[0], 390] : WIDTHS
}

/** The walks: every page left to right at each width, and the phone right to left in dark mode, where a flipped margin most often shows. */
const WALKS = [false, true].flatMap((rtl) => {
  const routes = rtl ? ROUTES : ROUTES.filter((route) => widthsOf(route).length > 0)
  const parts = Math.ceil(routes.length / WALK_LENGTH[rtl ? 'rtl' : 'ltr'])
  const size = Math.ceil(routes.length / parts)
  return Array.from({ length: parts }, (_, part) => ({ rtl, part: ` (${part + 1} of ${parts})`, routes: routes.slice(part * size, (part + 1) * size) }))
})

for (const { rtl, part, routes } of WALKS) {
  const title = rtl ? 'no page scrolls sideways at 390 px right to left' : `no page scrolls sideways at ${WIDTHS.join(', ')} px`
  test(`${title}${part}`, async ({ page }) => {
    const look = rtl ? ' right to left' : ''
    if (rtl) await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ direction: 'rtl', mode: 'dark' })))
    const found: string[] = []
    for (const [index, route] of routes.entries()) {
      // Widest first, then narrowest first: each page is also seen as first drawn at both ends.
      const widths = rtl ? [390] : index % 2 === 0 ? widthsOf(route) : [...widthsOf(route)].reverse()
      await resize(page, widths[0]!)
      await visit(page, route, index === 0)
      // The page itself, or the record or folder it opens (/apps/user/view/60).
      const at = new URL(page.url()).pathname
      expect(samePath(at, route) || isBelow(route, at), `${route} opens (at ${at})`).toBe(true)
      for (const width of widths) {
        await resize(page, width)
        const args = { compactGrid: width < SM && COMPACT_LISTS.includes(route) }
        let { problems } = await page.evaluate(measure, args)
        // A part still settling (a transition, a chart sizing itself, a grid laying out its columns
        // for the new width a few frames after the resize) gets its time before it counts.
        if (problems.length > 0) {
          await animationsSettled(page)
          ;({ problems } = await page.evaluate(measure, args))
        }
        for (const until = Date.now() + machineMs(1_000); problems.length > 0 && Date.now() < until; ) {
          await nextFrame(page)
          ;({ problems } = await page.evaluate(measure, args))
        }
        found.push(...problems.map((problem) => `${at} at ${width} px${look}: ${problem}`))
      }
    }
    expect(found, `pages wider than the window${look}`).toEqual([])
  })
}

// The layout glitches a new user found, beside the overflow.

test('a collapsed card shrinks to its header, while the cards beside it keep their height', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/cards/actions')
  // Three cards a row: the collapsible one shares its row with the refreshable one, a line taller.
  const collapsible = page.getByTestId('action-card-collapse')
  const beside = page.getByTestId('action-card-refresh')
  await expect(collapsible).toBeVisible()
  const before = (await beside.boundingBox())!
  expect((await collapsible.boundingBox())!.y, 'the two cards share a row').toBeCloseTo(before.y, 0)
  await collapsible.getByRole('button', { name: 'Collapse' }).click()
  await expect(collapsible.getByRole('button', { name: 'Expand' })).toHaveAttribute('aria-expanded', 'false')
  await animationsSettled(page)
  const card = (await collapsible.boundingBox())!
  const header = (await collapsible.locator('.MuiCardHeader-root').boundingBox())!
  expect(card.height, 'the collapsed card is as tall as its header').toBeLessThanOrEqual(header.height + 2)
  expect((await beside.boundingBox())!.height, 'the card beside it keeps its height').toBeCloseTo(before.height, 0)
})

for (const width of [1440, 1024]) {
  test(`the basic cards are balanced at ${width} px: none is stretched far past its own content`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/cards/basic')
    await expect(page.getByTestId('cards-basic')).toBeVisible()
    await expect(page.locator('[data-testid=cards-basic] img')).toHaveCount(3)
    // Each card's height as laid out, then as tall as its own content alone (no stretching).
    const heights = await page.evaluate(() => {
      const root = document.querySelector('[data-testid=cards-basic]')!
      const cards = [...root.querySelectorAll<HTMLElement>('.MuiCard-root[data-testid]')]
      const laidOut = cards.map((card) => card.getBoundingClientRect().height)
      // Nothing stretches: no grid cell to its row's height, no part of a column to fill it, no card to its cell.
      const undo: (() => void)[] = []
      const set = (el: HTMLElement, property: string, value: string) => {
        const before = el.style.getPropertyValue(property)
        el.style.setProperty(property, value, 'important')
        undo.push(() => el.style.setProperty(property, before))
      }
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        const parent = getComputedStyle(el.parentElement!)
        if (!parent.display.includes('flex')) continue
        if (parent.flexDirection.startsWith('column')) set(el, 'flex-grow', '0')
        else if (el.parentElement!.classList.contains('MuiGrid-container')) set(el, 'align-self', 'flex-start')
      }
      for (const card of cards) set(card, 'height', 'auto')
      const own = cards.map((card) => card.getBoundingClientRect().height)
      undo.forEach((step) => step())
      return cards.map((card, i) => ({ card: card.dataset.testid, laidOut: Math.round(laidOut[i]!), own: Math.round(own[i]!) }))
    })
    expect(heights.length).toBeGreaterThan(8)
    // A card drawn more than 1.5 times as tall as its content is a third empty or more.
    const stretched = heights.filter(({ laidOut, own }) => laidOut > own * 1.5)
    expect(stretched, JSON.stringify(heights)).toEqual([])
  })
}

for (const width of [1440, 390]) {
  test.describe(() => {
    test.use({ storageState: roleState('guest') })
    test(`the welcome toast after sign-in covers none of the navbar's controls at ${width} px`, async ({ page }) => {
      await page.setViewportSize(viewport(width))
      await page.goto('/pages/login-v2')
      await expect(page.locator('html')).toHaveAttribute('data-backend', 'ready')
      await page.getByLabel('Email').fill('admin@demo.com')
      await page.getByLabel('Password', { exact: true }).fill('admin')
      await page.getByRole('button', { name: 'Log in' }).click()
      const toast = page.locator('.notistack-SnackbarContainer').getByText('Welcome back, John Doe!')
      await expect(toast).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await animationsSettled(page)
      // The controls of the navbar, and those fixed to the window (scroll to top, the customizer's edge button).
      const covered = await toast.evaluate((message) => {
        const box = message.closest('.notistack-SnackbarContainer > *')!.getBoundingClientRect()
        const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, [role=button], [role=tab], [tabindex="0"]')]
        const shell = (el: Element) => el.closest('header, footer') !== null || getComputedStyle(el).position === 'fixed'
        return controls
          .filter((el) => shell(el) && !el.closest('.notistack-SnackbarContainer'))
          .filter((el) => {
            const r = el.getBoundingClientRect()
            return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName)
      })
      expect(covered, 'controls under the toast').toEqual([])
    })
  })
}
