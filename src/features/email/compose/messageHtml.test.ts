import { describe, expect, it } from 'vitest'
import '@/test/browserLikeDom'
import { itAnswers } from '@/test/itAnswers'
import { isBlankMessage, sanitizeMessage } from './messageHtml'

describe('sanitizeMessage', () => {
  it('keeps the formatting the toolbar makes', () => {
    const html = '<p><b>bold</b> <i>it</i> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><a href="https://example.com">link</a>'
    expect(sanitizeMessage(html)).toBe(html)
  })

  it('removes what a paste from a web page can bring', () => {
    const pasted = '<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p><span style="color:red" onclick="x()">there</span>'
    const clean = sanitizeMessage(pasted)
    expect(clean).toBe('<p>Hi</p><span>there</span>')
    expect(clean).not.toMatch(/onerror|script|onclick|style|img/)
  })

  it('drops javascript: links but keeps their text', () => {
    expect(sanitizeMessage('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })
})

describe('isBlankMessage', () => {
  itAnswers(isBlankMessage, [
    ['', true],
    ['<div><br></div>', true],
    ['<p> </p>', true],
    // Enter pressed twice in the editor: paragraphs, but nothing to read.
    ['<p></p><p></p>', true],
    ['<p>Hi</p>', false],
  ])
})
