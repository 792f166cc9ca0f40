import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatLogError } from '../../../kernel/log/index.ts';
import { PgStreamStore, redactIn, redactUrl } from '../../../store/postgres/index.ts';
import { postgresDatabase } from '../../support/postgresDatabase.ts';
import { left, right } from '../../kernel/log/logFixtures.ts';
import { testCatalogue } from '../../kernel/log/testCatalogue.ts';

describe('the password of a connection string is never printed', () => {
  test('redactUrl hides the password and keeps the rest', () => {
    expect(redactUrl('postgres://judge:s3cr%40t@db.example:5433/league?sslmode=require')).toBe(
      'postgres://judge:***@db.example:5433/league?sslmode=require',
    );
    expect(redactUrl('postgres://judge@db.example/league')).toBe('postgres://judge@db.example/league');
    expect(redactUrl('judge:pw@host')).not.toContain('pw');
  });

  test('redactIn hides the password as written and decoded, and the whole URL, in any message', () => {
    const url = 'postgres://judge:s3cr%40t@db.example/league';
    expect(redactIn(`could not connect to ${url}: password s3cr@t rejected (s3cr%40t)`, url)).toBe(
      'could not connect to postgres://judge:***@db.example/league: password *** rejected (***)',
    );
  });

  let url: URL;
  let password: string;
  beforeAll(async () => {
    url = new URL(await postgresDatabase('redact'));
    password = decodeURIComponent(url.password);
    right(await PgStreamStore.init(url.toString()));
  });
  afterAll(() => undefined);

  const refused = async (u: string): Promise<string> =>
    formatLogError(left(await PgStreamStore.open(u, testCatalogue)));

  test('a wrong password: the server says so, and neither password is in the message', async () => {
    const wrong = new URL(url);
    wrong.password = 'not-the-password-4c0ffee';
    const message = await refused(wrong.toString());
    expect(message).toMatch(/password authentication failed/);
    expect(message).toContain(`postgres://arbiter:***@${url.host}${url.pathname}`);
    expect(message).not.toContain('not-the-password-4c0ffee');
    expect(message).not.toContain(password);
  });

  test('a server that is not there, a database that does not exist, store init: the password is hidden in each', async () => {
    const closed = new URL(url);
    closed.port = '1';
    const noDb = new URL(url);
    noDb.pathname = '/no_such_database';
    const messages = [
      await refused(closed.toString()),
      await refused(noDb.toString()),
      formatLogError(left(await PgStreamStore.init(closed.toString()))),
    ];
    expect(messages[0]).toMatch(/ECONNREFUSED/);
    expect(messages[1]).toMatch(/no_such_database.*does not exist/);
    for (const m of messages) {
      expect(m).toContain('arbiter:***@');
      expect(m).not.toContain(password);
    }
  });
});
