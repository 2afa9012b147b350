import { useEffect, useRef } from 'react';

export interface PagedQuery {
  hasNextPage: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll for a paged history list: returns a ref for an element after the last row; when
 * it scrolls into view the next page loads (not while a page is loading or a filter's first page is
 * still a placeholder).
 */
export function useLoadMoreSentinel(query: PagedQuery) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries[0]?.isIntersecting && query.hasNextPage && !query.isFetching && !query.isPlaceholderData) void query.fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [query]);
  return sentinel;
}
