import type { ApiKey, ApiMethod } from './api';

// Kept apart from the API table so that a browser which only builds request paths does not load the
// table's zod schemas (the table module is dropped from the bundle when nothing uses its values).

/** `GET /blocks/:id` → method GET, path `/blocks/:id`. */
export function splitApiKey(key: ApiKey): { method: ApiMethod; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as ApiMethod, path: key.slice(space + 1) };
}

/** The path with its parameters filled in (each one URL-encoded). */
export function apiPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`apiPath: missing parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
