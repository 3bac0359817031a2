// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { distance, nearestEndpoint } from './nearestEndpoint'

const endpoints = [
  { method: 'GET', path: '/api/users/list/data' },
  { method: 'GET', path: '/api/users/list/all-data' },
  { method: 'GET', path: '/api/users/user' },
  { method: 'GET', path: '/api/invoice/invoices/:id' },
  { method: 'DELETE', path: '/apps/invoice/delete' },
  { method: 'GET', path: '/apps/email/emails' },
]

describe('nearestEndpoint', () => {
  it('names the endpoint a misspelt path meant', () => {
    expect(nearestEndpoint('GET', '/api/users/lsit', endpoints)).toBe('GET /api/users/list/data')
    expect(nearestEndpoint('GET', '/apps/email/emial', endpoints)).toBe('GET /apps/email/emails')
    expect(nearestEndpoint('GET', '/api/invoice/invoice/5046', endpoints)).toBe('GET /api/invoice/invoices/:id')
  })

  it('names the endpoint a wrong method meant', () => {
    expect(nearestEndpoint('POST', '/api/users/list/data', endpoints)).toBe('GET /api/users/list/data')
    expect(nearestEndpoint('GET', '/apps/invoice/delete?id=1', endpoints)).toBe('DELETE /apps/invoice/delete')
  })

  it('stays silent for what is no call of the API', () => {
    expect(nearestEndpoint('GET', '/images/avatars/1.svg', endpoints)).toBeUndefined()
    expect(nearestEndpoint('GET', '/openapi.json', endpoints)).toBeUndefined()
    expect(nearestEndpoint('GET', '/api/users/list/data', endpoints)).toBeUndefined()
  })

  it('counts a swap of neighbours as one edit', () => {
    expect(distance('lsit', 'list')).toBe(1)
    expect(distance('kitten', 'sitting')).toBe(3)
  })
})
