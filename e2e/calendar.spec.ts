import type { Page, Response } from '@playwright/test'
import { addCalendarEvent, calendarEvents, removeCalendarEvent, updateCalendarEvent, type CalendarEvent } from '../src/api/contract/calendar'
import { axeScan, described } from './support/axe'
import { callApi, isCallOf } from './support/network'
import { expect, test } from './support/mock'
import { storeBeforeLoad } from './support/session'
import { animationsSettled } from './support/settled'

// The calendar app against the mock back end: the seed's day (2025-06-02, a Monday) and its events,
// the calendars as filters, adding, moving, editing and deleting events, the week view, French and a
// failed load. The browser runs in UTC here, so the seed's UTC times are the times on screen. Tests
// that change events make their own, with titles no other test uses.

const SEED_DAY = '2025-06-02'

/** The calendars a call of the events asked for. */
const calendarsOf = (response: Response) => new URL(response.url()).searchParams.getAll('calendars')

/** Waits for the next answered call of the events (the one the next action makes). */
const nextEvents = (page: Page) => page.waitForResponse(isCallOf(calendarEvents))

/** Opens the calendar at `query` and answers the events call the page made. */
async function openCalendar(page: Page, query = `date=${SEED_DAY}`): Promise<{ events: CalendarEvent[]; response: Response }> {
  const loaded = nextEvents(page)
  await page.goto(`/apps/calendar?${query}`)
  const response = await loaded
  expect(response.ok()).toBe(true)
  await expect(page.getByTestId('calendar-title')).toBeVisible()
  return { events: calendarEvents.response.parse(await response.json()), response }
}

/** An event of this test, added through the API before the page shows it. */
async function addEvent(page: Page, event: Record<string, unknown>): Promise<CalendarEvent> {
  await page.goto('/apps/calendar')
  const added = await callApi(page, 'POST', addCalendarEvent.path, { event })
  expect(added.status).toBe(201)
  return addCalendarEvent.response.parse(added.body)
}

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`
const eventButton = (page: Page, title: string | RegExp) => page.getByRole('button', { name: title })
/** A month's day, by the whole date its number is named by. */
const dayButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

test('opens on the day asked for with its events; the calendars narrow them through the back end, none shows none, View all brings them back', async ({ page }) => {
  const { events, response } = await openCalendar(page)
  // Only what the month shows: its first Sunday to the Sunday after its last week.
  const asked = new URL(response.url()).searchParams
  expect([asked.get('start'), asked.get('end')]).toEqual(['2025-06-01T00:00:00.000Z', '2025-07-06T00:00:00.000Z'])
  expect(calendarsOf(response)).toEqual(['Personal', 'Business', 'Family', 'Holiday', 'ETC'])
  expect(events.map((event) => event.title)).toEqual(expect.arrayContaining(['Weekly team sync', 'Yoga class', 'Expense reports due']))
  await expect(page.getByTestId('calendar-title')).toHaveText('June 2025')
  await expect(eventButton(page, /^9:00\sAM Weekly team sync/)).toBeVisible()

  const sidebar = page.getByRole('complementary', { name: 'Calendar options' })
  const withoutBusiness = nextEvents(page)
  // The box follows the address, which changes a tick after the click: click, then wait to see it cleared.
  await sidebar.getByRole('checkbox', { name: 'Business' }).click()
  await expect(sidebar.getByRole('checkbox', { name: 'Business' })).not.toBeChecked()
  const narrowed = await withoutBusiness
  expect(calendarsOf(narrowed)).toEqual(['Personal', 'Family', 'Holiday', 'ETC'])
  const shown = calendarEvents.response.parse(await narrowed.json())
  expect(shown.some((event) => event.extendedProps.calendar === 'Business')).toBe(false)
  await expect(eventButton(page, /Weekly team sync/)).toHaveCount(0)
  await expect(eventButton(page, /Yoga class/)).toBeVisible()
  await expect(page).toHaveURL(/calendars=/)

  // "View all" with some chosen chooses all; again, none: no events, and a note that says why.
  const viewAll = sidebar.getByRole('checkbox', { name: 'View all' })
  await viewAll.click()
  await expect(eventButton(page, /Weekly team sync/)).toBeVisible()
  await expect(page).not.toHaveURL(/calendars=/)
  await viewAll.click()
  await expect(page.getByText('No calendar is chosen, so no events show.')).toBeVisible()
  await expect(page.locator('.rbc-event')).toHaveCount(0)
  await page.reload()
  await expect(page.getByText('No calendar is chosen, so no events show.')).toBeVisible()
  await expect(viewAll).not.toBeChecked()

  const all = nextEvents(page)
  await page.getByRole('status').filter({ hasText: 'No calendar is chosen' }).getByRole('button', { name: 'View all' }).click()
  expect(calendarsOf(await all)).toHaveLength(5)
  await expect(eventButton(page, /Weekly team sync/)).toBeVisible()
  await expect(viewAll).toBeChecked()
})

test('a click on a day opens the drawer on that day; the event is added there, after it says what is missing', async ({ page }) => {
  await openCalendar(page)
  const day = dayButton(page, 'Wednesday, June 18, 2025')
  const box = (await day.boundingBox())!
  // The day's empty space, under its number.
  await page.mouse.click(box.x - 20, box.y + box.height + 40)

  const drawer = page.getByRole('dialog', { name: 'Add Event' })
  await expect(drawer).toBeVisible()
  await expect(drawer.getByLabel('All day')).toBeChecked()
  await expect(drawer.getByRole('group', { name: 'Start date' })).toContainText('06/18/2025')
  await expect(drawer.getByRole('group', { name: 'End date' })).toContainText('06/18/2025')

  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(drawer.getByText('Enter a title')).toBeVisible()

  const title = unique('Team lunch')
  await drawer.getByLabel('Title').fill(title)
  await drawer.getByRole('combobox', { name: 'Calendar' }).click()
  await page.getByRole('option', { name: 'Family' }).click()
  await drawer.getByLabel('Location').fill('Café Linden')
  const saved = page.waitForResponse(isCallOf(addCalendarEvent))
  await drawer.getByRole('button', { name: 'Add', exact: true }).click()
  const { event } = (await saved).request().postDataJSON() as { event: { title: string; start: string; end: string; allDay: boolean; extendedProps: { calendar: string; location: string } } }
  expect(event).toMatchObject({ title, allDay: true, extendedProps: { calendar: 'Family', location: 'Café Linden' } })
  expect([new Date(event.start).toISOString(), new Date(event.end).toISOString()]).toEqual(['2025-06-18T00:00:00.000Z', '2025-06-19T00:00:00.000Z'])

  await expect(drawer).toBeHidden()
  await expect(eventButton(page, `${title}, Wednesday, June 18`)).toBeVisible()
})

test('an event dragged to another day is saved there, and is there after a reload', async ({ page }) => {
  const title = unique('Board prep')
  await addEvent(page, { title, start: '2025-06-16', end: '2025-06-17', allDay: true, extendedProps: { calendar: 'Business' } })
  await openCalendar(page)
  const event = eventButton(page, `${title}, Monday, June 16`)
  await expect(event).toBeVisible()

  const from = (await event.boundingBox())!
  const target = (await dayButton(page, 'Thursday, June 19, 2025').boundingBox())!
  const moved = page.waitForResponse(isCallOf(updateCalendarEvent))
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 40, from.y + from.height / 2, { steps: 4 })
  await page.mouse.move(target.x - 20, target.y + target.height + 30, { steps: 8 })
  await page.mouse.up()
  const sent = (await moved).request().postDataJSON() as { event: { title: string; start: string; end: string; allDay: boolean } }
  expect(sent.event).toMatchObject({ title, start: '2025-06-19T00:00:00.000Z', end: '2025-06-20T00:00:00.000Z', allDay: true })
  await expect(eventButton(page, `${title}, Thursday, June 19`)).toBeVisible()

  await page.reload()
  await expect(eventButton(page, `${title}, Thursday, June 19`)).toBeVisible()
  await expect(eventButton(page, new RegExp(`${title}, Monday`))).toHaveCount(0)
})

test('the week view asks for its seven days and shows timed events among the hours, all-day ones above them', async ({ page }) => {
  await openCalendar(page)
  const week = nextEvents(page)
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Week' }).click()
  const asked = new URL((await week).url()).searchParams
  expect([asked.get('start'), asked.get('end')]).toEqual(['2025-06-01T00:00:00.000Z', '2025-06-08T00:00:00.000Z'])
  await expect(page).toHaveURL(/view=week/)
  await expect(page.getByTestId('calendar-title')).toHaveText(/June 1\s–\s7, 2025/)

  const hours = page.locator('.rbc-time-content')
  await expect(hours.getByRole('button', { name: /Yoga class/ })).toBeVisible()
  await expect(hours.getByRole('button', { name: /12:00 PM – 1:00 PM/ })).toContainText('Yoga class')
  await expect(page.locator('.rbc-allday-cell').getByRole('button', { name: /Expense reports due/ })).toBeVisible()

  // A span of hours dragged over opens the drawer on it: Thursday from 10:00 to 11:30.
  const thursday = (await page.locator('.rbc-time-content .rbc-day-slot').nth(4).boundingBox())!
  const at = (hour: number) => thursday.y + (thursday.height * hour) / 24
  await page.mouse.move(thursday.x + thursday.width / 2, at(10) + 3)
  await page.mouse.down()
  await page.mouse.move(thursday.x + thursday.width / 2, at(11) + 3, { steps: 4 })
  await page.mouse.move(thursday.x + thursday.width / 2, at(11.5) - 3, { steps: 4 })
  await page.mouse.up()
  const drawer = page.getByRole('dialog', { name: 'Add Event' })
  await expect(drawer.getByRole('group', { name: 'Start' })).toContainText(/06\/05\/2025 10:00\sAM/)
  await expect(drawer.getByRole('group', { name: 'End' })).toContainText(/06\/05\/2025 11:30\sAM/)
  await expect(drawer.getByLabel('All day')).not.toBeChecked()
  await drawer.getByRole('button', { name: 'Cancel' }).click()
  await expect(drawer).toBeHidden()

  // Back goes to the month it came from.
  await page.goBack()
  await expect(page.getByTestId('calendar-title')).toHaveText('June 2025')
})

test('an event opens by keyboard to be edited, and is deleted once confirmed', async ({ page }) => {
  const title = unique('Vendor call')
  await addEvent(page, { title, start: '2025-06-24T10:00:00Z', end: '2025-06-24T11:00:00Z', extendedProps: { calendar: 'Business', location: 'Online' } })
  await openCalendar(page)

  await eventButton(page, new RegExp(title)).focus()
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(drawer.getByLabel('Title')).toHaveValue(title)
  await expect(drawer.getByLabel('Location')).toHaveValue('Online')

  const renamed = `${title} (moved online)`
  await drawer.getByLabel('Title').fill(renamed)
  const updated = page.waitForResponse(isCallOf(updateCalendarEvent))
  await drawer.getByRole('button', { name: 'Save changes' }).click()
  const sent = (await updated).request().postDataJSON() as { event: { title: string; start: string; extendedProps: { location: string } } }
  expect(sent.event).toMatchObject({ title: renamed, extendedProps: { location: 'Online' } })
  expect(new Date(sent.event.start).toISOString()).toBe('2025-06-24T10:00:00.000Z')
  await expect(drawer).toBeHidden()
  await expect(eventButton(page, new RegExp(`^10:00\\sAM ${renamed.replace(/[()]/g, '\\$&')}`))).toBeVisible()

  // By keyboard again: the "was updated" toast at the bottom of the window may cover the event.
  await expect(page.getByText(`“${renamed}” was updated`)).toBeVisible()
  await eventButton(page, new RegExp(renamed.replace(/[()]/g, '\\$&'))).focus()
  await page.keyboard.press('Enter')
  await drawer.getByRole('button', { name: 'Delete event' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this event?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await drawer.getByRole('button', { name: 'Delete event' }).click()
  const removed = page.waitForResponse(isCallOf(removeCalendarEvent))
  await confirm.getByRole('button', { name: 'Delete' }).click()
  expect((await removed).status()).toBe(204)
  await expect(drawer).toBeHidden()
  await expect(eventButton(page, new RegExp(title))).toHaveCount(0)
  await page.reload()
  await expect(eventButton(page, /Weekly team sync/)).toBeVisible()
  await expect(eventButton(page, new RegExp(title))).toHaveCount(0)
})

test('switched to French, the month starts on Monday, speaks French and asks for the days it now shows', async ({ page }) => {
  await openCalendar(page)
  await expect(page.locator('.rbc-month-header .rbc-header').first()).toHaveText('Sun')
  const refetched = nextEvents(page)
  await page.getByTestId('language-menu-button').click()
  await page.getByRole('menuitem', { name: 'Français' }).click()
  expect(new URL((await refetched).url()).searchParams.get('start')).toBe('2025-05-26T00:00:00.000Z')
  await expect(page.getByTestId('calendar-title')).toHaveText('juin 2025')
  await expect(page.locator('.rbc-month-header .rbc-header').first()).toHaveText(/^lun/i)
  await expect(page.getByRole('group', { name: 'Affichage' }).getByRole('button', { name: 'Semaine' })).toBeVisible()
  await expect(eventButton(page, /^09:00 Weekly team sync, lundi 2 juin$/)).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Options du calendrier' }).getByRole('checkbox', { name: 'Professionnel' })).toBeChecked()
})

test('when the events cannot load, the calendar says so, and Retry brings them', async ({ page, mock }) => {
  await openCalendar(page)
  await mock.fail(calendarEvents, { status: 500 })
  await page.getByTestId('calendar-main').getByRole('button', { name: 'Next month' }).click()
  await expect(page.getByTestId('calendar-title')).toHaveText('July 2025')
  const error = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) })
  await expect(error).toContainText('The events could not be loaded')
  await mock.clearFailures()
  const retried = nextEvents(page)
  await error.getByRole('button', { name: 'Retry' }).click()
  expect((await retried).ok()).toBe(true)
  await expect(error).toBeHidden()
  await expect(eventButton(page, /Independence Day/)).toBeVisible()
})

/** What axe finds: every WCAG 2.1 A and AA rule, or in dark mode only those that read colours (as e2e/a11y.spec.ts). */
async function violations(page: Page, mode: 'light' | 'dark'): Promise<string[]> {
  await animationsSettled(page)
  const found = await axeScan(page, mode === 'light' ? { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } : { rules: ['color-contrast'] })
  return described(found)
}

test('the week, the list and the event drawer pass axe in light and dark', async ({ page }) => {
  // The month is scanned with every page (e2e/a11y.spec.ts).
  await storeBeforeLoad(page, { settings: JSON.stringify({ mode: 'system' }) })
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode })
    await openCalendar(page, `date=${SEED_DAY}&view=week`)
    await expect(page.locator('.rbc-time-content').getByRole('button', { name: /Yoga class/ })).toBeVisible()
    expect(await violations(page, mode), `week, ${mode}`).toEqual([])

    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'List' }).click()
    await expect(page.getByRole('button', { name: 'Yoga class' })).toBeVisible()
    expect(await violations(page, mode), `list, ${mode}`).toEqual([])

    await page.getByRole('button', { name: 'Yoga class' }).click()
    const drawer = page.getByRole('dialog', { name: 'Edit Event' })
    await expect(drawer.getByLabel('Title')).toHaveValue('Yoga class')
    expect(await violations(page, mode), `drawer, ${mode}`).toEqual([])
  }
})
