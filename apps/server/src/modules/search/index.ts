/** The search module's public surface (decision 047): the index in memory and its text rules. */
export {
  type CatalogueState,
  FUZZY_WORDS,
  normalizeSearch,
  type Ranked,
  SEARCH_HEADER,
  type SearchFilter,
  SearchIndex,
  SearchMemory,
} from './search-index.ts';
