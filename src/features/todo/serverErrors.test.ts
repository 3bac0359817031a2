// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, fieldErrors } from '@/api'
import { unwrapped, withFieldsOf } from './serverErrors'

describe("the back end's refusals of a task form", () => {
  it('name the form\'s fields, not the body\'s wrapper', async () => {
    const refused = new ApiError('POST /apps/todo/add-tasks', 400, { error: { 'task.title': ['Enter a title'], 'task.assignee.avatar': ['Bad picture'], body: ['Expected a JSON body'] } })
    const call = withFieldsOf('task', () => Promise.reject(refused))
    const error = await call.catch((thrown: unknown) => thrown)
    expect(fieldErrors(error)).toEqual({ title: 'Enter a title', 'assignee.avatar': 'Bad picture', body: 'Expected a JSON body' })
    expect((error as ApiError).status).toBe(400)
  })

  it('leave any other failure as it is', () => {
    const offline = new TypeError('Failed to fetch')
    expect(unwrapped(offline, 'task')).toBe(offline)
    const serverError = new ApiError('POST /apps/todo/add-tasks', 500, { error: 'Internal error' })
    expect(unwrapped(serverError, 'task')).toBe(serverError)
  })
})
