import Database from 'better-sqlite3';
import type { Db } from './database';

interface ColumnInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

function tableNames(db: Db): string[] {
  return (
    db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as {
      name: string;
    }[]
  ).map((row) => row.name);
}

function columnsOf(db: Db, table: string): ColumnInfo[] {
  return db.prepare(`SELECT * FROM pragma_table_info(?)`).all(table) as ColumnInfo[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * SQLite adds a column only without PRIMARY KEY or UNIQUE, and NOT NULL only with a default; a
 * column declared otherwise is added nullable, which keeps existing rows valid.
 */
function columnDefinition(column: ColumnInfo): string {
  const parts = [quote(column.name), column.type];
  if (column.dflt_value !== null) {
    parts.push(`DEFAULT ${column.dflt_value}`);
    if (column.notnull) parts.push('NOT NULL');
  }
  return parts.filter(Boolean).join(' ');
}

export interface SchemaChange {
  table: string;
  column?: string;
}

/**
 * Brings a database made by an older build up to the declared schemas before they are applied.
 * Schemas use CREATE ... IF NOT EXISTS, which creates new tables and indexes but leaves an existing
 * table without the columns added since, so a kept demo database would fail on the first query that
 * reads one (and an index on such a column would fail at start-up). The declared shape is built in a
 * scratch in-memory database and every missing column is added to the live one; new tables and
 * indexes are left to the schemas themselves. Removing or renaming a column still needs a hand-written
 * step, so this never drops anything.
 */
export function addMissingColumns(db: Db, schemas: string[], log: (line: string) => void = () => {}): SchemaChange[] {
  const declared = new Database(':memory:');
  try {
    for (const schema of schemas) declared.exec(schema);
    const existing = new Set(tableNames(db));
    const changes: SchemaChange[] = [];
    const apply = db.transaction(() => {
      for (const table of tableNames(declared)) {
        if (!existing.has(table)) continue;
        const present = new Set(columnsOf(db, table).map((column) => column.name));
        for (const column of columnsOf(declared, table)) {
          if (present.has(column.name)) continue;
          db.exec(`ALTER TABLE ${quote(table)} ADD COLUMN ${columnDefinition(column)}`);
          log(`schema: added ${table}.${column.name}`);
          changes.push({ table, column: column.name });
        }
      }
    });
    apply();
    return changes;
  } finally {
    declared.close();
  }
}

/**
 * Version of the database's shape, kept in SQLite's `PRAGMA user_version`. Raise it with every change that
 * adding columns cannot make (a column's type, a key, a stored format) and say here what changed:
 * 0: any database written before versions were kept (integer device ids, written by builds up to main 5582fab);
 * 1: device ids are uuid strings (operator-wire-format.md, fact 10), tokens.device_id and ad_ids.device_id text.
 */
export const SCHEMA_VERSION = 1;

export type SchemaState = 'new' | 'current' | 'reseeded';

/**
 * Decides, before any schema is applied, whether a database can be read by this build. A new (empty) file or
 * one at SCHEMA_VERSION is used as it is; an older version has no migration step (its integer device ids are
 * bound into tokens and ad ids that no client could present again), so its tables are dropped, with one log
 * line, and the caller seeds afresh: never half-read. A newer version is refused, since dropping it would lose
 * what a newer build wrote.
 */
export function checkSchemaVersion(db: Db, databasePath: string, log: (line: string) => void): SchemaState {
  const version = db.pragma('user_version', { simple: true }) as number;
  const tables = tableNames(db);
  if (!tables.length) return 'new';
  if (version === SCHEMA_VERSION) return 'current';
  if (version > SCHEMA_VERSION) {
    throw new Error(
      `database ${databasePath} has schema version ${version}, newer than this build's ${SCHEMA_VERSION}; start the newer build or delete the file`,
    );
  }
  log(
    `database ${databasePath} has schema version ${version}, older than ${SCHEMA_VERSION}, which cannot be migrated; its data is dropped and the demo data seeded afresh`,
  );
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const table of tables) db.exec(`DROP TABLE ${quote(table)}`);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
  return 'reseeded';
}

/** Marks the database as written in this build's shape, once its schemas are applied. */
export function markSchemaVersion(db: Db) {
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}
