import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInEnglish } from '@/test/render'
import { StatCard } from './StatCard'

describe('StatCard', () => {
  it('shows the figure under its icon and what it counts', () => {
    renderInEnglish(<StatCard label="Active users" value="42" icon={<svg />} data-testid="stat" />)
    expect(screen.getByTestId('stat').textContent).toBe('42Active users')
  })

  it('stands a skeleton in for a figure still loading', () => {
    const { container } = renderInEnglish(<StatCard label="Active users" value={undefined} icon={<svg />} />)
    expect(container.querySelector('.MuiSkeleton-root')).not.toBeNull()
    expect(screen.getByText('Active users')).toBeTruthy()
  })
})
