import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { InitialsAvatar } from './InitialsAvatar'

const picture = (src: string | null) => render(<InitialsAvatar name="Rena Brant" src={src} />).container

describe('InitialsAvatar', () => {
  it.each(['/images/avatars/1.svg', 'https://cdn.example/a.png', 'data:image/png;base64,iVBORw0KGgo='])('loads a picture the URL rule takes: %s', (src) => {
    expect(picture(src).querySelector('img')?.getAttribute('src')).toBe(src)
  })

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', '//evil.example/a.png', '', null])(
    'shows the initials instead of %j',
    (src) => {
      const avatar = picture(src)
      expect(avatar.querySelector('img')).toBeNull()
      expect(avatar.textContent).toBe('RB')
    },
  )
})
