/**
 * A page of titles (GraphQL `MediaPage`), shared by browse (catalogue) and search: the service
 * result, its opaque cursors, and how a resolver hands it out.
 */
import { errorMessage } from '../../graphql/response-result';
import type { ErrorCode } from '../../i18n';
import type { CatalogueLoaders } from './loaders';
import type { MediaModel } from './model';

export interface PageResult {
  items: MediaModel[];
  nextCursor: string | null;
  hasMore: boolean;
  totalCount: number;
  /** Search only: there are more matches than totalCount counts. */
  totalCapped: boolean;
  errorCode: ErrorCode | null;
}

export const emptyPage = (errorCode: ErrorCode | null = null): PageResult => ({
  items: [],
  nextCursor: null,
  hasMore: false,
  totalCount: 0,
  totalCapped: false,
  errorCode,
});

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}
export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** `first` as asked, between 1 and max (dflt when absent). */
export const clampFirst = (n: number | null | undefined, max: number, dflt: number) =>
  Math.max(1, Math.min(max, Math.trunc(n ?? dflt)));

/** The page as GraphQL answers it: its titles primed in the request's loaders, its refusal translated. */
export function mediaPageView(loaders: CatalogueLoaders, lang: string, p: PageResult) {
  for (const m of p.items) loaders.primeMedia(m);
  return { ...p, message: p.errorCode ? errorMessage(lang, p.errorCode) : null };
}
