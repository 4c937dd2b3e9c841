import type { FilterKey } from './catalog-query';
import {
  choicesBeforeHydration,
  filterValuesKey,
  filtersRendered,
  requestFilters,
  settledFilters,
  type FilterRequests,
  type LiveSelect,
} from './filter-requests';

/** One select changed, as the filters' change handler asks for it. */
const requestFilter = (state: FilterRequests, key: FilterKey, value: string) => requestFilters(state, [[key, value]]);

describe('filter requests ahead of the server', () => {
  it('builds each change on the last one asked for, not on what the server rendered', () => {
    let state = settledFilters({});
    state = requestFilter(state, 'type', 'movie');
    state = requestFilter(state, 'rating', '8');
    expect(state.latest).toEqual({ type: 'movie', rating: '8' });
    expect(state.sent).toEqual(['type=movie', 'type=movie&rating=8']);
  });

  it('keeps the latest choice while a newer request is still loading, and settles on the last one', () => {
    let state = requestFilter(requestFilter(settledFilters({}), 'type', 'movie'), 'rating', '8');
    state = filtersRendered(state, { type: 'movie' });
    expect(state).toEqual({ latest: { type: 'movie', rating: '8' }, sent: ['type=movie&rating=8'] });
    state = filtersRendered(state, { rating: '8', type: 'movie' });
    expect(state).toEqual({ latest: { rating: '8', type: 'movie' }, sent: [] });
  });

  it('settles when the router skipped straight to the newest request', () => {
    const state = requestFilter(requestFilter(settledFilters({}), 'type', 'movie'), 'rating', '8');
    expect(filtersRendered(state, { type: 'movie', rating: '8' }).sent).toEqual([]);
  });

  it('follows an address that came from elsewhere', () => {
    const state = requestFilter(settledFilters({ genre: 'drama' }), 'type', 'movie');
    expect(filtersRendered(state, { country: 'kz' })).toEqual({ latest: { country: 'kz' }, sent: [] });
  });

  it('clears an emptied filter', () => {
    expect(requestFilter(settledFilters({ type: 'movie', rating: '7' }), 'rating', '').latest).toEqual({ type: 'movie' });
  });

  it('keys filters the same whatever their order', () => {
    expect(filterValuesKey({ rating: '8', type: 'movie', genre: '' })).toBe(filterValuesKey({ type: 'movie', rating: '8' }));
  });
});

describe('choices made before the page code ran', () => {
  const select = (key: LiveSelect['key'], value: string, options = ['', 'movie', 'series', '8', 'drama']): LiveSelect => ({
    key,
    value,
    options,
  });

  it('are the selects whose value is not the one the server rendered', () => {
    expect(
      choicesBeforeHydration({ type: 'movie' }, [select('type', 'series'), select('rating', '8'), select('genre', '')]),
    ).toEqual([
      ['type', 'series'],
      ['rating', '8'],
    ]);
  });

  it('include a filter cleared by the viewer, and nothing when every select shows the address', () => {
    expect(choicesBeforeHydration({ type: 'movie', rating: '8' }, [select('type', ''), select('rating', '8')])).toEqual([
      ['type', ''],
    ]);
    expect(choicesBeforeHydration({ type: 'movie' }, [select('type', 'movie'), select('rating', '')])).toEqual([]);
  });

  it('leave alone a select showing "any" for an address value it does not offer', () => {
    expect(choicesBeforeHydration({ genre: 'unknown-genre' }, [select('genre', '')])).toEqual([]);
  });

  it('go out as one request on top of the rendered filters', () => {
    const state = requestFilters(settledFilters({ genre: 'drama' }), [
      ['type', 'series'],
      ['rating', '8'],
    ]);
    expect(state).toEqual({ latest: { genre: 'drama', type: 'series', rating: '8' }, sent: ['type=series&genre=drama&rating=8'] });
  });
});
