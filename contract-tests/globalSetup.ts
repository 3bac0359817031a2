import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server under test; '' until this setup starts the mock back end. */
    baseUrl: string
  }
}

/** Without BASE_URL, the suite checks the mock back end, started here as an HTTP server on a free port. */
export default async function setup(project: TestProject) {
  if (project.config.provide.baseUrl) return undefined
  const { startMockServer } = await import('@/mocks/server')
  const server = await startMockServer({ port: 0, host: '127.0.0.1' })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The mock server has no port')
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
