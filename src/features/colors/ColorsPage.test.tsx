import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ThemeProvider } from '@mui/material/styles'
import { createAppTheme } from '@/theme/createAppTheme'
import { showToast } from '@/components/toast'
import { loadPageNames } from '@/registry/names'
import { renderInEnglish } from '@/test/render'
import { ColorsPage } from './ColorsPage'
import { paletteOf, written } from './palette'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

beforeAll(() => loadPageNames('en'))

describe('the palette', () => {
  it('lists each colour with its values, hex where opaque', () => {
    const light = paletteOf(createAppTheme({ mode: 'light', skin: 'default', direction: 'ltr', primaryColor: '#7367F0' }))
    expect(light.map((group) => group.id)).toEqual(['primary', 'secondary', 'success', 'info', 'warning', 'error', 'grey', 'text', 'background', 'divider'])
    expect(light[0]!.values.map((value) => value.key)).toEqual(['main', 'light', 'dark', 'contrastText'])
    expect(light[0]!.tints).toHaveLength(7)
    expect(light.find((group) => group.id === 'background')!.values).toEqual([
      { key: 'default', color: '#F8F7FA' },
      { key: 'paper', color: '#FFFFFF' },
    ])
    expect(written('rgb(115, 103, 240)')).toBe('#7367F0')
    expect(written('rgba(47, 43, 61, 0.12)')).toBe('rgba(47, 43, 61, 0.12)')
  })
})

describe('the colors page', () => {
  it('copies a value on a click and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const theme = createAppTheme({ mode: 'light', skin: 'default', direction: 'ltr', primaryColor: '#7367F0' })
    const Page = () => (
      <ThemeProvider theme={theme}>
        <ColorsPage />
      </ThemeProvider>
    )
    const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory() })
    await act(async () => {
      renderInEnglish(<RouterProvider router={router} />)
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Colors')
    const background = screen.getByRole('region', { name: 'Background' })
    // Light mode shown, dark mode beside it.
    fireEvent.click(within(background).getByRole('button', { name: '#F8F7FA' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Copied #F8F7FA', { variant: 'success' }))
    expect(writeText).toHaveBeenCalledWith('#F8F7FA')
    expect(within(background).getByRole('button', { name: '#25293C' })).toBeTruthy()
  })
})
