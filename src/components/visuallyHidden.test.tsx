import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import Box from '@mui/material/Box'
import { visuallyHidden } from './visuallyHidden'

describe('visuallyHidden', () => {
  it('takes one pixel, not the width of its container (sx reads a bare 1 as 100%)', () => {
    const { getByText } = render(
      <Box component="span" sx={visuallyHidden}>
        hidden
      </Box>,
    )
    const style = getComputedStyle(getByText('hidden'))
    expect(style.width).toBe('1px')
    expect(style.height).toBe('1px')
  })
})
