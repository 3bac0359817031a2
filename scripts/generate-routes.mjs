// Writes src/routeTree.gen.ts from the files in src/routes, exactly as the Vite plugin does during
// dev and build, so that the type check can run before (or without) a build. Options: tsr.config.json.
import { Generator, getConfig } from '@tanstack/router-generator'

const root = process.cwd()
await new Generator({ config: getConfig({ target: 'react' }, root), root }).run()
