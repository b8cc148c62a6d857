import { expect, type Page } from '@playwright/test';
import { contentMutation } from './catalogue-pages';

/** A title as the catalogue lists it. */
export interface PlayableTitle {
  id: string;
  title: string;
}

/** Asks the member's GraphQL API from the page (its cookie and host); fails on any GraphQL error. */
export async function graph<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = (await contentMutation(page, query, variables)) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
