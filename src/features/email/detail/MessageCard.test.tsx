// First: DOMPurify must find a browser-like DOM when the sanitiser module creates its instance.
import '@/test/browserLikeDom'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { seedEmails } from '@/mocks/db/emails'
import { renderInEnglish } from '@/test/render'
import { OpenMessage } from './MessageCard'

const base = seedEmails()[0]!
const pixel = 'http://127.0.0.1:9/pixel.png'
const remoteThumbnail = 'https://tracker.example/thumb.png'
const file = (thumbnail: string) => ({ fileName: 'report.pdf', thumbnail, url: '/files/email/report.pdf', size: 2048 })

const bar = () => screen.queryByTestId('remote-images-bar')
const bodyImage = () => screen.getByTestId('message-body').querySelector('img')!
const thumbnail = () => screen.getByTestId('attachment').querySelector('img')

describe('an open message with remote images', () => {
  it('holds them back, and the file thumbnail, until the reader asks', () => {
    renderInEnglish(<OpenMessage message={{ ...base, message: `<p>Hi</p><img alt="logo" src="${pixel}">`, attachments: [file(remoteThumbnail)] }} />)
    expect(bar()?.textContent).toContain('This mail has remote images, which were blocked to protect your privacy.')
    expect(bodyImage().hasAttribute('src')).toBe(false)
    // The generic file icon instead of the remote picture.
    expect(thumbnail()).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Show images' }))
    expect(bar()).toBeNull()
    expect(bodyImage().getAttribute('src')).toBe(pixel)
    expect(thumbnail()?.getAttribute('src')).toBe(remoteThumbnail)
  })

  it('offers the bar for a remote thumbnail alone', () => {
    renderInEnglish(<OpenMessage message={{ ...base, message: '<p>Hi</p>', attachments: [file(remoteThumbnail)] }} />)
    expect(bar()).not.toBeNull()
  })
})

describe('an open message without remote images', () => {
  it('shows its own images and this site\'s icons, without a bar', () => {
    const inline = 'data:image/png;base64,iVBORw0KGgo='
    renderInEnglish(<OpenMessage message={{ ...base, message: `<img alt="inline" src="${inline}">`, attachments: [file('/images/icons/file-icons/pdf.png')] }} />)
    expect(bar()).toBeNull()
    expect(bodyImage().getAttribute('src')).toBe(inline)
    expect(thumbnail()?.getAttribute('src')).toBe('/images/icons/file-icons/pdf.png')
  })
})
