import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ApiError, ContractMismatchError } from '@/api/errors'
import { renderInEnglish } from '@/test/render'
import { RouteError } from './RouteError'

const router = createRouter({ history: createMemoryHistory(), routeTree: createRootRoute() })

function showError(error: unknown) {
  renderInEnglish(
    <RouterContextProvider router={router}>
      <RouteError error={error as Error} reset={() => {}} info={{ componentStack: '' }} />
    </RouterContextProvider>,
    { withQueries: true },
  )
}

describe('RouteError', () => {
  it('offers a retry for a failure that may pass', () => {
    showError(new ApiError('GET /apps/email/emails', 503, { error: 'Busy' }))
    expect(screen.getByText('Something went wrong while loading this page. Retrying often helps.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('names the endpoint and the field of an answer off the contract, in plain sight', () => {
    const issues = z.object({ users: z.array(z.unknown()) }).safeParse({ users: null }).error!.issues
    showError(new ContractMismatchError('GET /api/users/list/data', issues))
    expect(screen.getByTestId('contract-mismatch').textContent).toBe(
      'GET /api/users/list/data answered in a shape the app does not expect: users: Invalid input: expected array, received null',
    )
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('says a 403 is a refusal, and offers no retry that would be refused again', () => {
    showError(new ApiError('GET /apps/email/emails', 403, { error: 'The client role may not read Email' }))
    expect(screen.getByText(/Your account may not see what this page shows/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy()
  })
})
