// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cssImageUrl, safeUrl, type UrlUse } from './safeUrl'

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

/** Every use: a URL refused for all of them must be refused whatever the screen does with it. */
const USES: UrlUse[] = ['link', 'image', 'page']

describe('safeUrl refuses what could run, or lead elsewhere unseen', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\njavascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript%3Aalert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:TEXT/HTML;base64,PHNjcmlwdD4=',
    ' data:text/html,x',
    'data:application/pdf;base64,JVBERi0=',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:image/svg+xml,<svg onload="alert(1)"></svg>',
    'data:image/png,not-base64',
    'blob:https://site.example/1234',
    'file:///etc/passwd',
    'ftp://files.example/a',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https:evil.example',
    'https:/evil.example',
    'https:\\\\evil.example',
    'https://',
    'http://',
    '&#47;&#47;evil.example',
    '%2F%2Fevil.example',
    'evil.example',
    'images/x.png',
    './x.png',
    '../x.png',
    '#top',
    '?q=1',
    '',
    '   ',
  ])('%j', (url) => {
    for (const use of USES) expect(safeUrl(url, use)).toBeUndefined()
  })

  it('answers undefined for what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://a.example'], { toString: () => 'https://a.example' }]) {
      expect(safeUrl(value)).toBeUndefined()
      expect(safeUrl(value, 'image')).toBeUndefined()
    }
  })
})

describe('safeUrl keeps', () => {
  it.each([
    ['https://vantage.example.com', 'https://vantage.example.com'],
    ['HTTPS://Vantage.Example.com/a?b=c#d', 'HTTPS://Vantage.Example.com/a?b=c#d'],
    ['http://127.0.0.1:9/pixel.png', 'http://127.0.0.1:9/pixel.png'],
    ['/files/email/Invoice%20May%202025.pdf', '/files/email/Invoice%20May%202025.pdf'],
    ['/images/avatars/1.svg', '/images/avatars/1.svg'],
    ['/', '/'],
    // Trimmed: what is checked is what the screen gets.
    ['  https://handbook.example.com/\n', 'https://handbook.example.com/'],
    ['\t/apps/email/inbox ', '/apps/email/inbox'],
  ])('web addresses and paths of this site, for links and images: %j', (url, kept) => {
    expect(safeUrl(url, 'link')).toBe(kept)
    expect(safeUrl(url, 'image')).toBe(kept)
  })

  it('mail and phone links, but not as images', () => {
    for (const url of ['mailto:ada@example.com', 'MAILTO:ada@example.com?subject=Hi', 'tel:+15550100', 'tel:555-0100']) {
      expect(safeUrl(url)).toBe(url)
      expect(safeUrl(url, 'image')).toBeUndefined()
    }
    expect(safeUrl('mailto:')).toBeUndefined()
    expect(safeUrl('tel:')).toBeUndefined()
    expect(safeUrl('tel:javascript:alert(1)')).toBeUndefined()
  })

  it('pictures inside the URL, as images only, of the four raster types in base64', () => {
    for (const url of [PNG, 'data:image/jpeg;base64,/9j/4AAQ', 'data:image/gif;base64,R0lGODlh', 'data:image/webp;base64,UklGR', 'DATA:IMAGE/PNG;BASE64,AA==']) {
      expect(safeUrl(url, 'image')).toBe(url)
      expect(safeUrl(url, 'link')).toBeUndefined()
      expect(safeUrl(url, 'page')).toBeUndefined()
    }
    // Nothing after the data may break out of where it is written (an attribute, a CSS string, a srcset).
    expect(safeUrl('data:image/png;base64,AA") ; background:url(https://x.example', 'image')).toBeUndefined()
    expect(safeUrl('data:image/png;base64,AA 2x', 'image')).toBeUndefined()
  })

  it('for a page of this app, paths of this site only', () => {
    expect(safeUrl('/apps/email/inbox', 'page')).toBe('/apps/email/inbox')
    expect(safeUrl('/pages/account-settings?tab=social', 'page')).toBe('/pages/account-settings?tab=social')
    expect(safeUrl('https://vantage.example.com/', 'page')).toBeUndefined()
    expect(safeUrl('mailto:ada@example.com', 'page')).toBeUndefined()
  })

  it('links by default', () => {
    expect(safeUrl('mailto:ada@example.com')).toBe('mailto:ada@example.com')
    expect(safeUrl(PNG)).toBeUndefined()
  })
})

describe('cssImageUrl', () => {
  it('writes a safe image as a CSS url(), its quotes and backslashes escaped', () => {
    expect(cssImageUrl('/images/profile/cover.svg')).toBe('url("/images/profile/cover.svg")')
    expect(cssImageUrl('https://a.example/x"y\\z.png')).toBe('url("https://a.example/x\\"y\\\\z.png")')
    expect(cssImageUrl(PNG)).toBe(`url("${PNG}")`)
  })

  it('answers undefined for anything else', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x.png', '', undefined]) expect(cssImageUrl(url)).toBeUndefined()
  })
})
