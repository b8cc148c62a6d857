import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { loadPersistedDocuments, type PersistedDocuments } from '../graphql/persisted-documents';

/** The console build's allow-list (codegen.ts), the only documents /adminapi/ runs in prod. */
export const CONSOLE_PERSISTED_DOCUMENTS_FILE = path.join(
  REPO_ROOT,
  'apps/console/src/gql/persisted-documents.json',
);

/** Empty when the console has no documents yet: in prod /adminapi/ then runs nothing. */
export function loadConsolePersistedDocuments(file = CONSOLE_PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
  return fs.existsSync(file) ? loadPersistedDocuments(file) : new Map();
}
