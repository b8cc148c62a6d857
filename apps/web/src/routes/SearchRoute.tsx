import { SearchResults } from '../features/search/components/SearchResults';

/** /search?q=&type= */
export function Component() {
  return <SearchResults />;
}
