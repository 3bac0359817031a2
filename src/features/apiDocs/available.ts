import { checkEnvSettings } from '@/lib/envSettings'

/**
 * Whether the app offers its API reference (`/api-docs`, its menu entry and search result): in
 * development, and in every build where the mock back end answers (the demo builds), whose "try it"
 * calls reach the mock. A build for a real back end (VITE_API_MOCK=false) leaves the page out.
 */
export function apiDocsAvailable(): boolean {
  return import.meta.env.DEV || checkEnvSettings(import.meta.env).settings.mock
}
