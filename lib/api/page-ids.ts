/**
 * Menu page id 1000 ("my") is personal and hidden from child profiles (catalogue-vod-billing.md section 2).
 * Its own module: the header's menu needs only this number, and importing it from ./catalogue put the whole catalogue
 * client and its reshaping into every page's first load.
 */
export const MY_PAGE_ID = 1000;
