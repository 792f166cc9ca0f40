import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new empty database on the run's PostgreSQL server (test/support/postgresServer.ts), named
 * after `name`, and the URL to it: each test file works in its own, so files running at once never
 * meet. The server and everything in it is removed when the run ends.
 */
export const postgresDatabase = async (name: string): Promise<string> => {
  const admin = new URL(inject('postgresUrl'));
  const database = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
  admin.pathname = `/${database}`;
  return admin.toString();
};
