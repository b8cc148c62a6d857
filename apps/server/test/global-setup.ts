import type { TestProject } from 'vitest/node';
import { createMigratedTemplates, TEMPLATES_KEY } from './template-db';

/** Once per Vitest run, before any server test file: the migrated databases they copy (template-db.ts). */
export default async function setup(project: TestProject) {
  const templates = await createMigratedTemplates();
  project.provide(TEMPLATES_KEY, { sqlite: templates.sqlite, postgres: templates.postgres });
  return () => templates.drop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplates: { sqlite: string; postgres: string | null };
  }
}
