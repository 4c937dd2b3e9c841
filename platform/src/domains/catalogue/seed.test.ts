import { DATA_LANGUAGES } from '../../core/localized';
import { ADULT_CONTENT_IDS, DRM_CONTENT_ID, LOST_CONTENT_IDS } from './demo-ids';
import { DESTINATION_TYPES, ROW_TEMPLATES } from './row-config';
import { generateContents } from './seed-contents';
import { LINKED_TITLES } from './seed-linked';
import { PROMOTIONS } from './seed-promotions';
import { SOLO_PERSON, SOLO_PERSON_CONTENT_ID } from './seed-persons';
import { ROWS } from './seed-rows';
import { startCatalogue } from './testing';

describe('demo catalogue seed', () => {
  const platform = startCatalogue();
  const { db } = platform.ctx;
  afterAll(() => platform.close());

  it('is deterministic for a given year', () => {
    expect(generateContents(2026)).toEqual(generateContents(2026));
  });

  it('holds about 200 films, series and programs with seasons and episodes under them', () => {
    const counts = Object.fromEntries(
      (
        db.prepare('SELECT content_type, COUNT(*) AS n FROM contents GROUP BY content_type').all() as Array<{
          content_type: string;
          n: number;
        }>
      ).map((row) => [row.content_type, row.n]),
    );
    expect(counts.movie + counts.series + counts.program).toBe(200);
    expect(counts.series).toBeGreaterThan(30);
    expect(counts.program).toBeGreaterThan(10);
    expect(counts.season).toBeGreaterThanOrEqual(counts.series);
    const orphanEpisodes = db
      .prepare(
        `SELECT COUNT(*) AS n FROM contents e LEFT JOIN contents s ON s.id = e.parent_id WHERE e.content_type = 'episode' AND (s.id IS NULL OR s.content_type != 'season')`,
      )
      .get() as { n: number };
    expect(orphanEpisodes.n).toBe(0);
    expect(
      (db.prepare('SELECT COUNT(*) AS n FROM contents WHERE is_announcement = 1').get() as { n: number }).n,
    ).toBeGreaterThan(5);
  });

  it('writes every title in ru, en, kk and uz', () => {
    const titles = db.prepare('SELECT title, description FROM contents WHERE parent_id IS NULL').all() as Array<{
      title: string;
      description: string;
    }>;
    for (const row of titles) {
      for (const field of [JSON.parse(row.title), JSON.parse(row.description)]) {
        for (const lang of DATA_LANGUAGES) expect(field[lang]).toEqual(expect.any(String));
      }
    }
  });

  it('has zero and missing ratings, every age step, adult, lost, cartoon and 4K titles', () => {
    const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(one('SELECT COUNT(*) AS n FROM contents WHERE parent_id IS NULL AND rating_imdb = 0')).toBeGreaterThan(0);
    expect(
      one('SELECT COUNT(*) AS n FROM contents WHERE parent_id IS NULL AND rating_kinopoisk IS NULL'),
    ).toBeGreaterThan(0);
    const ages = (db.prepare('SELECT DISTINCT age FROM contents ORDER BY age').all() as Array<{ age: number }>).map(
      (row) => row.age,
    );
    expect(ages).toEqual([0, 6, 12, 16, 18]);
    const adult = (
      db.prepare('SELECT id FROM contents WHERE is_adult = 1 AND parent_id IS NULL ORDER BY id').all() as Array<{
        id: number;
      }>
    ).map((row) => row.id);
    expect(adult).toEqual(ADULT_CONTENT_IDS);
    const lost = (
      db.prepare('SELECT id FROM contents WHERE lost_content = 1 ORDER BY id').all() as Array<{ id: number }>
    ).map((row) => row.id);
    expect(lost).toEqual(LOST_CONTENT_IDS);
    expect(one(`SELECT COUNT(*) AS n FROM contents WHERE is_cartoon = 1 AND parent_id IS NULL`)).toBeGreaterThan(10);
    expect(one(`SELECT COUNT(*) AS n FROM contents WHERE title LIKE '%4K%'`)).toBe(5);
    expect(one(`SELECT COUNT(*) AS n FROM contents WHERE playback_points LIKE '%"intro"%'`)).toBeGreaterThan(10);
    expect(one(`SELECT COUNT(*) AS n FROM contents WHERE id = ${DRM_CONTENT_ID} AND content_type = 'movie'`)).toBe(1);
  });

  it('keeps the titles, kinds and episode layout the channels domain airs', () => {
    for (const [id, linked] of Object.entries(LINKED_TITLES)) {
      const content = db.prepare('SELECT title, content_type FROM contents WHERE id = ?').get(Number(id)) as {
        title: string;
        content_type: string;
      };
      expect(JSON.parse(content.title)).toEqual(linked.title);
      const codes = db
        .prepare(
          'SELECT c.code FROM content_countries cc JOIN countries c ON c.id = cc.country_id WHERE cc.content_id = ?',
        )
        .all(Number(id)) as Array<{ code: string }>;
      expect(codes.map((row) => row.code).sort()).toEqual([...linked.countries].sort());
      if (linked.seasons) {
        expect(content.content_type).toBe('series');
        const seasons = db.prepare('SELECT id FROM contents WHERE parent_id = ?').all(Number(id)) as Array<{
          id: number;
        }>;
        expect(seasons).toHaveLength(linked.seasons);
        const episodes = db.prepare('SELECT COUNT(*) AS n FROM contents WHERE parent_id = ?').get(seasons[0].id) as {
          n: number;
        };
        expect(episodes.n).toBe(linked.episodes);
      }
    }
  });

  it('credits the solo person on exactly one title', () => {
    const credits = db.prepare('SELECT content_id FROM content_persons WHERE person_id = ?').all(SOLO_PERSON.id);
    expect(credits).toEqual([{ content_id: SOLO_PERSON_CONTENT_ID }]);
  });

  it('has 80 invented persons in every role plus one with a single title, credited on titles', () => {
    const roles = db.prepare('SELECT role, COUNT(*) AS n FROM persons GROUP BY role').all() as Array<{
      role: string;
      n: number;
    }>;
    expect(roles.reduce((sum, row) => sum + row.n, 0)).toBe(81);
    expect(roles.map((row) => row.role).sort()).toEqual([
      'actor',
      'composer',
      'director',
      'presenter',
      'producer',
      'writer',
    ]);
    const uncredited = db
      .prepare(
        `SELECT COUNT(*) AS n FROM contents c WHERE c.parent_id IS NULL AND NOT EXISTS (SELECT 1 FROM content_persons cp WHERE cp.content_id = c.id)`,
      )
      .get() as { n: number };
    expect(uncredited.n).toBe(0);
  });

  it('uses every row template and every destination type', () => {
    expect(new Set(ROWS.map((row) => row.template))).toEqual(new Set(ROW_TEMPLATES));
    expect(new Set(PROMOTIONS.map((promo) => promo.destination.type))).toEqual(new Set(DESTINATION_TYPES));
  });

  it('seeds in well under the 2 s budget', () => {
    const started = Date.now();
    const again = startCatalogue();
    again.close();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
