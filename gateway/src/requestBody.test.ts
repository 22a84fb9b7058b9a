import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isInvalidRequestError } from './http';
import { maxBodyBytes, queryFields, readFormOrJson, readJson } from './requestBody';

const schema = z.object({ name: z.string(), address: z.optional(z.object({ zipcode: z.string() })) });

function request(body: string, contentType: string): Request {
  return new Request('http://localhost/x', { method: 'POST', headers: { 'Content-Type': contentType }, body });
}

async function fieldOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    if (isInvalidRequestError(error)) return error.details['field'];
    throw error;
  }
  return 'no error';
}

describe('reading request bodies through a contract schema', () => {
  it('reads JSON, with or without a charset', async () => {
    expect(await readJson(request('{"name":"Ana"}', 'application/json; charset=utf-8'), schema)).toEqual({ name: 'Ana' });
  });

  it('reads a form or JSON where both are allowed', async () => {
    expect(await readFormOrJson(request('name=Ana', 'application/x-www-form-urlencoded'), schema)).toEqual({ name: 'Ana' });
    expect(await readFormOrJson(request('{"name":"Ana"}', 'application/json'), schema)).toEqual({ name: 'Ana' });
  });

  it.each<[string, () => Promise<unknown>, string]>([
    ['a JSON call without its content type', () => readJson(request('{"name":"Ana"}', 'text/plain'), schema), 'Content-Type'],
    ['a body that is not JSON', () => readJson(request('{', 'application/json'), schema), 'body'],
    ['a body that is not an object', () => readJson(request('[]', 'application/json'), schema), 'body'],
    ['a missing field', () => readJson(request('{}', 'application/json'), schema), 'name'],
    ['a nested field, by its path', () => readJson(request('{"name":"a","address":{"zipcode":1}}', 'application/json'), schema), 'address.zipcode'],
    ['a body over the limit', () => readJson(request(JSON.stringify({ name: 'x'.repeat(maxBodyBytes) }), 'application/json'), schema), 'body'],
    ['a form field given twice', () => readFormOrJson(request('name=a&name=b', 'application/x-www-form-urlencoded'), schema), 'name'],
    ['another content type', () => readFormOrJson(request('name=a', 'multipart/form-data'), schema), 'Content-Type'],
  ])('refuses %s, naming the field', async (_, read, field) => {
    expect(await fieldOf(read())).toBe(field);
  });

  it('reads query parameters, an empty one counting as missing and a repeated one refused', async () => {
    expect(queryFields(new URL('http://localhost/?a=1&b='))).toEqual({ a: '1' });
    expect(await fieldOf(Promise.resolve().then(() => queryFields(new URL('http://localhost/?a=1&a=2'))))).toBe('a');
  });
});
