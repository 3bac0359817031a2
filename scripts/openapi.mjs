// npm run openapi [-- <file>] [-- --server <url>]: writes the OpenAPI document of the contract as
// pretty JSON, by default to openapi.json in the project's root (git ignores it). A --server URL
// (repeatable) replaces the document's default server, the app's own origin.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { OPENAPI_FILE, openApiJson } from './openapiPlugin.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { server: { type: 'string', multiple: true } },
})
if (positionals.length > 1) {
  console.error('Usage: npm run openapi -- [file] [--server <url>]...')
  process.exit(2)
}

const started = performance.now()
const root = process.cwd()
const file = path.resolve(root, positionals[0] ?? OPENAPI_FILE)
const servers = values.server?.map((url) => ({ url }))
const { json } = await openApiJson({ root, ...(servers ? { servers } : {}) })
await mkdir(path.dirname(file), { recursive: true })
await writeFile(file, json)

const operations = Object.values(JSON.parse(json).paths).reduce((sum, item) => sum + Object.keys(item).length, 0)
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Wrote ${path.relative(root, file) || file}: OpenAPI 3.1, ${operations} operations (${seconds} s)`)
