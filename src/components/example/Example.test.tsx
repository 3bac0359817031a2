import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { showToast } from '@/components/toast'
import { Example } from './Example'

vi.mock('@/components/toast', () => ({ showToast: vi.fn() }))

const SOURCE = "import Button from '@mui/material/Button'\n\nexport default function ButtonSizes() {\n  return <Button size=\"small\">Small</Button>\n}\n"

function renderExample(source = vi.fn(() => Promise.resolve(SOURCE))) {
  renderInEnglish(
    <Example title="Sizes" description="Small, medium and large." fileName="ButtonSizes.tsx" source={source}>
      <button type="button">Live button</button>
    </Example>,
  )
  return { source, card: screen.getByRole('region', { name: 'Sizes' }) }
}

const writeText = vi.fn<(text: string) => Promise<void>>()
/** user-event puts a clipboard of its own in place: the test's goes in after it. */
function setUp() {
  const user = userEvent.setup()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return user
}
afterEach(() => {
  writeText.mockReset()
  vi.mocked(showToast).mockReset()
})

describe('Example', () => {
  it('shows its title, its line and the example running, and downloads no code until asked', () => {
    const { source, card } = renderExample()
    expect(within(card).getByRole('heading', { name: 'Sizes' })).toBeTruthy()
    expect(within(card).getByText('Small, medium and large.')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Live button' })).toBeTruthy()
    const toggle = within(card).getByRole('button', { name: 'Show code' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    // The region it controls is there, hidden, with nothing in it yet.
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(region.hidden).toBe(true)
    expect(screen.queryByRole('region', { name: 'Code of Sizes' })).toBeNull()
    expect(source).not.toHaveBeenCalled()
  })

  it('opens its own source, highlighted, in a region named after it, the focus staying on the toggle; and hides it again', async () => {
    const user = setUp()
    const { source, card } = renderExample()
    await user.click(within(card).getByRole('button', { name: 'Show code' }))

    const toggle = within(card).getByRole('button', { name: 'Hide code' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(toggle)
    const region = screen.getByRole('region', { name: 'Code of Sizes' })
    expect(toggle.getAttribute('aria-controls')).toBe(region.id)
    expect(within(region).getByText('ButtonSizes.tsx')).toBeTruthy()
    await waitFor(() => expect(region.querySelector('code')?.textContent).toBe(SOURCE))
    await waitFor(() => expect(region.querySelector('.hljs-keyword')?.textContent).toBe('import'))
    const code = region.querySelector('pre')!
    expect(code.getAttribute('dir')).toBe('ltr')
    expect(code.tabIndex).toBe(0)

    await user.click(toggle)
    expect(within(card).getByRole('button', { name: 'Show code' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('region', { name: 'Code of Sizes' })).toBeNull()
    // Opened again, it shows what it downloaded the first time.
    await user.click(within(card).getByRole('button', { name: 'Show code' }))
    expect(screen.getByRole('region', { name: 'Code of Sizes' }).querySelector('code')?.textContent).toBe(SOURCE)
    expect(source).toHaveBeenCalledTimes(1)
  })

  it('copies the code to the clipboard and says so, or says that it could not', async () => {
    const user = setUp()
    const { card } = renderExample()
    await user.click(within(card).getByRole('button', { name: 'Show code' }))
    const region = screen.getByRole('region', { name: 'Code of Sizes' })
    const copy = within(region).getByRole('button', { name: 'Copy' })
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false))

    writeText.mockResolvedValueOnce(undefined)
    await user.click(copy)
    expect(writeText).toHaveBeenCalledWith(SOURCE)
    expect(showToast).toHaveBeenLastCalledWith('Code copied to the clipboard', { variant: 'success' })

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'))
    await user.click(copy)
    await waitFor(() => expect(showToast).toHaveBeenLastCalledWith('The code could not be copied', { variant: 'error' }))
  })

  it('says so when the code cannot be downloaded', async () => {
    const user = setUp()
    const { card } = renderExample(vi.fn(() => Promise.reject(new Error('offline'))))
    await user.click(within(card).getByRole('button', { name: 'Show code' }))
    const region = screen.getByRole('region', { name: 'Code of Sizes' })
    expect(await within(region).findByRole('alert')).toHaveProperty('textContent', 'The code could not be loaded. Please try again.')
    expect((within(region).getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
