/**
 * The TV page's two views: the list with the open channel, and the EPG grid at ?view=grid (a query parameter,
 * so it can never collide with a category or channel slug in the path).
 */
export const VIEW_PARAM = 'view';
export const GRID_VIEW = 'grid';
export type ChannelsView = 'list' | 'grid';

/** The address of a view of the page at `pathname` (a category stays in the path). */
export function viewHref(pathname: string, view: ChannelsView): string {
  return view === 'grid' ? `${pathname}?${VIEW_PARAM}=${GRID_VIEW}` : pathname;
}
