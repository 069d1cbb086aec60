/** The connection the PostgreSQL tools get, and how their version is read (their runs: cli/passdesk.test.ts on PostgreSQL). */
import { describe, expect, it } from 'vitest';
import { parseToolVersion, pgConnection } from './pg-tools.ts';

describe('pg_dump and pg_restore', () => {
  it('get the URL without its password (which goes in PGPASSWORD), its options kept', () => {
    const connection = pgConnection('postgres://passdesk:s%40cret%2F1@db.internal:5433/passdesk_prod?sslmode=require');
    expect(connection.password).toBe('s@cret/1');
    expect(connection.dbname).toBe('postgres://passdesk@db.internal:5433/passdesk_prod?sslmode=require');
    expect(connection.dbname).not.toContain('cret');
    expect(connection.label).toBe('passdesk_prod on db.internal:5433');
    expect(pgConnection('postgresql://postgres@127.0.0.1/app')).toEqual({ dbname: 'postgresql://postgres@127.0.0.1/app', password: undefined, label: 'app on 127.0.0.1' });
  });

  it("read the tool's version as PostgreSQL prints it", () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toEqual({ major: 15, version: '15.20' });
    expect(parseToolVersion('pg_restore (PostgreSQL) 17.2\n')).toEqual({ major: 17, version: '17.2' });
    expect(parseToolVersion('pg_dump (PostgreSQL) 9.6.24\n')).toEqual({ major: 9, version: '9.6.24' });
    expect(parseToolVersion('pg_dump: command not found')).toBeUndefined();
  });
});
