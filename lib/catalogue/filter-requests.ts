import { FILTER_KEYS, type FilterKey, type FilterValues } from './catalog-query';

/**
 * The filters the viewer asked for, ahead of the server. A filter change navigates, and until the server renders
 * that address the page's props still carry the previous filters; a second change built from those props dropped
 * the first, and a page landing late put the selects back. `latest` is what the next change builds on and what the
 * selects show; `sent` lists the requests the server has not rendered yet, oldest first.
 */
export interface FilterRequests {
  latest: FilterValues;
  sent: string[];
}

/** Same filters, same key: empty values left out, keys in address order. */
export function filterValuesKey(values: FilterValues): string {
  return FILTER_KEYS.flatMap((key) => (values[key] ? [`${key}=${values[key]}`] : [])).join('&');
}

export function settledFilters(values: FilterValues): FilterRequests {
  return { latest: values, sent: [] };
}

/** Filters changed, as one request: the others stay as last asked for; an empty value clears one. */
export function requestFilters(state: FilterRequests, changes: ReadonlyArray<readonly [FilterKey, string]>): FilterRequests {
  const latest: FilterValues = { ...state.latest };
  for (const [key, value] of changes) {
    if (value) latest[key] = value;
    else delete latest[key];
  }
  return { latest, sent: [...state.sent, filterValuesKey(latest)] };
}

/** A filter select as the page shows it: its live value and the values its options offer. */
export interface LiveSelect {
  key: FilterKey;
  value: string;
  options: readonly string[];
}

/**
 * Choices made in the server's HTML before the page's code ran: nothing listened then, and the next render of the
 * controlled selects would put the server's values back. A select differs from what the server rendered for it when
 * its value is not the address's value (or "any" when the address names a value the select does not offer).
 */
export function choicesBeforeHydration(values: FilterValues, selects: readonly LiveSelect[]): Array<[FilterKey, string]> {
  return selects.flatMap(({ key, value, options }): Array<[FilterKey, string]> => {
    const asked = values[key] ?? '';
    const rendered = options.includes(asked) ? asked : '';
    return value === rendered ? [] : [[key, value]];
  });
}

/**
 * The server rendered `values`. One of our own requests: the ones before it are done too, and a newer request
 * still loading keeps the viewer's latest choice. Anything else (Back, a link) came from elsewhere and wins.
 */
export function filtersRendered(state: FilterRequests, values: FilterValues): FilterRequests {
  const index = state.sent.indexOf(filterValuesKey(values));
  if (index === -1) return settledFilters(values);
  const sent = state.sent.slice(index + 1);
  return sent.length ? { latest: state.latest, sent } : settledFilters(values);
}
