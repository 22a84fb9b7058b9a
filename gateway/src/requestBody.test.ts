import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isInvalidRequestError } from './http';
import { bodyText, maxBodyBytes, queryFields, readFormOrJson, readJson } from './requestBody';

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

  it('refuses a body that declares itself too large before reading a byte of it', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const declared = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024) },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(await fieldOf(bodyText(declared))).toBe('body');
    // The stream may prime a chunk or two; nothing near the limit was read.
    expect(pulled).toBeLessThan(4);
  });

  it('stops reading a body without a length once it passes the limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const streamed = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(await fieldOf(bodyText(streamed))).toBe('body');
    // 64 chunks of 1 KB fill the limit; the next one is over it, and reading ends there (10 MB would be 10,240).
    expect(pulled).toBeLessThanOrEqual(maxBodyBytes / 1024 + 3);
  });

  it('reads a body at the limit whole, multi-byte characters included', async () => {
    const text = `{"name":"${'é'.repeat(100)}"}`;
    expect(await bodyText(request(text, 'application/json'))).toBe(text);
  });

  it('reads query parameters, an empty one counting as missing and a repeated one refused', async () => {
    expect(queryFields(new URL('http://localhost/?a=1&b='))).toEqual({ a: '1' });
    expect(await fieldOf(Promise.resolve().then(() => queryFields(new URL('http://localhost/?a=1&a=2'))))).toBe('a');
  });
});
