import type { PlatformContext } from '../../core/context';
import { localizedJson } from '../../core/localized';
import { generateContents } from './seed-contents';
import { SOLO_PERSON, generateCredits, generatePersons } from './seed-persons';
import { PROMOTIONS } from './seed-promotions';
import { COUNTRIES, GENRES, GENRE_ROW_BASE, LIBRARIES, motionRatingFor } from './seed-reference';
import { PAGES, ROWS } from './seed-rows';
import { pageSizeFor } from './row-config';

const EMPTY_TEXT = { ru: '' };
const TRAILER_TITLE = { ru: 'Трейлер', en: 'Trailer', kk: 'Трейлер', uz: 'Treyler' };

/** The demo catalogue: deterministic for a given clock year, inserted in one pass of prepared statements. */
export function seedCatalogue(ctx: PlatformContext): void {
  const { db } = ctx;
  const insertLibrary = db.prepare('INSERT INTO libraries (id, title, color_bg) VALUES (?, ?, ?)');
  for (const library of LIBRARIES) insertLibrary.run(library.id, localizedJson(library.title), library.colorBg);

  const insertGenre = db.prepare('INSERT INTO genres (id, slug, name, row_id) VALUES (?, ?, ?, ?)');
  for (const genre of GENRES)
    insertGenre.run(genre.id, genre.slug, localizedJson(genre.name), GENRE_ROW_BASE + genre.id);

  const insertCountry = db.prepare('INSERT INTO countries (id, code, name) VALUES (?, ?, ?)');
  for (const country of COUNTRIES) insertCountry.run(country.id, country.code, localizedJson(country.name));

  const persons = generatePersons();
  const insertPerson = db.prepare(
    'INSERT INTO persons (id, slug, name, bio, role, birth_year) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const p of [...persons, SOLO_PERSON])
    insertPerson.run(p.id, p.slug, localizedJson(p.name), localizedJson(p.bio), p.role, p.birthYear);

  const contents = generateContents(new Date(ctx.now()).getUTCFullYear());
  const insertContent =
    db.prepare(`INSERT INTO contents (id, slug, library_id, content_type, parent_id, age, title, original,
      description, year, is_adult, is_cartoon, motion_rating, rating_imdb, rating_kinopoisk, duration, season, series,
      is_announcement, lost_content, is_free, has_ad, has_packshot, playback_points, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertContentGenre = db.prepare('INSERT INTO content_genres (content_id, genre_id, is_main) VALUES (?, ?, ?)');
  const insertContentCountry = db.prepare('INSERT INTO content_countries (content_id, country_id) VALUES (?, ?)');
  const insertTrailer = db.prepare('INSERT INTO trailers (content_id, title) VALUES (?, ?)');
  const bool = (value: boolean) => (value ? 1 : 0);
  for (const c of contents) {
    insertContent.run(
      c.id,
      c.slug,
      c.libraryId,
      c.contentType,
      c.parentId,
      c.age,
      localizedJson(c.title),
      c.original,
      localizedJson(c.description),
      c.year,
      bool(c.isAdult),
      bool(c.isCartoon),
      motionRatingFor(c.age),
      c.ratingImdb,
      c.ratingKinopoisk,
      c.duration,
      c.season,
      c.series,
      bool(c.isAnnouncement),
      bool(c.lostContent),
      bool(c.isFree),
      bool(c.hasAd),
      bool(c.hasPackshot),
      JSON.stringify(c.playbackPoints),
      c.series ?? c.season ?? c.id,
    );
    if (c.parentId !== null) continue;
    c.genres.forEach((genreId, index) => insertContentGenre.run(c.id, genreId, bool(index === 0)));
    for (const countryId of c.countries) insertContentCountry.run(c.id, countryId);
    if (c.id % 3 !== 0 && c.contentType !== 'program') insertTrailer.run(c.id, localizedJson(TRAILER_TITLE));
  }

  const insertCredit = db.prepare(
    'INSERT INTO content_persons (content_id, person_id, role, sort) VALUES (?, ?, ?, ?)',
  );
  for (const credit of generateCredits(contents, persons)) {
    insertCredit.run(credit.contentId, credit.personId, credit.role, credit.sort);
  }

  const insertRow = db.prepare(`INSERT INTO rows (id, slug, title, description, template, content_type, library_id,
      loop_count, source, params, page_limit) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const row of ROWS) {
    insertRow.run(
      row.id,
      row.slug,
      localizedJson(row.title),
      localizedJson(row.description ?? EMPTY_TEXT),
      row.template,
      row.contentType,
      row.libraryId ?? null,
      row.loopCount ?? 0,
      row.source,
      JSON.stringify(row.params ?? {}),
      pageSizeFor(row.template),
    );
  }

  const insertPage =
    db.prepare(`INSERT INTO rowsets (id, slug, title, description, template, icon, library_id, url, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertPageRow = db.prepare('INSERT INTO rowset_rows (rowset_id, row_id, sort) VALUES (?, ?, ?)');
  PAGES.forEach((page, index) => {
    insertPage.run(
      page.id,
      page.slug,
      localizedJson(page.title),
      localizedJson(page.description ?? EMPTY_TEXT),
      page.template,
      page.icon,
      page.libraryId ?? null,
      page.url ?? null,
      index,
    );
    page.rows.forEach((rowId, sort) => insertPageRow.run(page.id, rowId, sort));
  });

  const insertPromotion =
    db.prepare(`INSERT INTO promotions (row_id, sort, destination, title, short, description, background)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  PROMOTIONS.forEach((promo, sort) => {
    insertPromotion.run(
      promo.rowId,
      sort,
      JSON.stringify(promo.destination),
      localizedJson(promo.title),
      localizedJson(promo.short ?? EMPTY_TEXT),
      localizedJson(promo.description ?? promo.short ?? EMPTY_TEXT),
      promo.background,
    );
  });
}
