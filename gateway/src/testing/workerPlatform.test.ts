import { describe, expect, it } from 'vitest';
import { oneLineStatements, workerPlatform } from './workerPlatform';

describe('oneLineStatements (the SQL files as D1 exec() lines)', () => {
  it('puts each statement on one line, without comments', () => {
    const sql = ['-- a table', 'CREATE TABLE t (', '  id TEXT, -- its id', '  n INTEGER /* a count */', ');', '', 'DROP TABLE t'].join('\n');
    expect(oneLineStatements(sql)).toEqual(['CREATE TABLE t ( id TEXT, n INTEGER )', 'DROP TABLE t']);
  });

  it('leaves quoted text as it is: semicolons, dashes, doubled quotes, runs of spaces', () => {
    expect(oneLineStatements("INSERT INTO t VALUES ('a; -- b''s  c', \"x;y\");\nSELECT 1")).toEqual([
      "INSERT INTO t VALUES ('a; -- b''s  c', \"x;y\")",
      'SELECT 1',
    ]);
  });

  it('spells a line break inside a literal as char(10), keeping the value', async () => {
    const [statement] = oneLineStatements("SELECT 'first\n  second\nthird' AS v;");
    expect(statement).toBe("SELECT ('first' || char(10) || '  second' || char(10) || 'third') AS v");
    const { DB } = await workerPlatform();
    expect(await DB.prepare(statement ?? '').first('v')).toBe('first\n  second\nthird');
  });

  it('refuses an unterminated literal', () => {
    expect(() => oneLineStatements("SELECT 'open")).toThrow(/unterminated/);
  });
});
