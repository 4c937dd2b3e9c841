/**
 * The language settings pages. Kept out of the 'use client' module that renders them: a server page importing a
 * value from a client module gets a client reference, not the array (`includes is not a function`, a 500 on every
 * /settings/language/* address).
 */
export const LANGUAGE_PAGES = ['interface', 'audiotracks', 'texttracks'] as const;
export type LanguagePage = (typeof LANGUAGE_PAGES)[number];
