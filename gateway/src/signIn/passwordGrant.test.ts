import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGateway, type LocalGateway } from '../testing/localGateway';
import { demo, insertUser, signIn } from '../testing/tokenRequests';
import { lockoutSeconds, maxConsecutiveFailures } from '../auth/lockout';
import { pbkdf2Iterations } from '../crypto/passwordParameters';

let gateway: LocalGateway;
beforeAll(async () => {
  gateway = await startLocalGateway();
});
afterAll(() => gateway.dispose());

async function answer(response: Response): Promise<{ status: number; body: unknown; headers: string[] }> {
  const headers = [...response.headers.keys()].filter((name) => name !== 'x-cid');
  return { status: response.status, body: await response.json(), headers };
}

describe('bad credentials', () => {
  it('answers an unknown user exactly as a wrong password: 400 BAD_CREDENTIALS, same headers', async () => {
    const unknownUser = await answer(await signIn(gateway, { username: 'nobody@example.com' }));
    const wrongPassword = await answer(await signIn(gateway, { password: 'Wrong-Passw0rd!' }));
    expect(unknownUser).toEqual({ status: 400, body: { error: 'BAD_CREDENTIALS' }, headers: wrongPassword.headers });
    expect(wrongPassword).toEqual(unknownUser);
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is verified)', async () => {
    const time = async (username: string) => {
      const started = performance.now();
      await signIn(gateway, { username, password: 'Wrong-Passw0rd!' });
      return performance.now() - started;
    };
    // The known account pays the production PBKDF2 cost, as the dummy verification does.
    await insertUser(gateway, { email: 'timing@example.com', password: 'Timing-Passw0rd!', passwordIterations: pbkdf2Iterations });
    const unknown: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      unknown.push(await time('nobody@example.com'));
      known.push(await time('timing@example.com'));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // A skipped PBKDF2 (100000 iterations) would make the unknown user several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('does not set cookies on a failed sign-in', async () => {
    expect((await signIn(gateway, { password: 'Wrong-Passw0rd!' })).headers.getSetCookie()).toEqual([]);
  });
});

describe('lockout after repeated failures', () => {
  it(`locks the account on the ${maxConsecutiveFailures}th failure in a row and refuses even the right password while locked`, async () => {
    await insertUser(gateway, { email: 'locked@example.com', password: 'Right-Passw0rd!' });
    const wrong = () => signIn(gateway, { username: 'locked@example.com', password: 'Wrong-Passw0rd!' });
    for (let attempt = 1; attempt < maxConsecutiveFailures; attempt += 1) {
      expect(await (await wrong()).json()).toEqual({ error: 'BAD_CREDENTIALS' });
    }
    const locking = await wrong();
    expect(locking.status).toBe(400);
    expect(await locking.json()).toEqual({ error: 'USER_LOCKED', details: { retryAfterSeconds: lockoutSeconds } });

    const right = await signIn(gateway, { username: 'locked@example.com', password: 'Right-Passw0rd!' });
    expect(right.status).toBe(400);
    const body = await right.json<{ error: string; details: { retryAfterSeconds: number } }>();
    expect(body.error).toBe('USER_LOCKED');
    expect(body.details.retryAfterSeconds).toBeGreaterThan(lockoutSeconds - 5);
    expect(body.details.retryAfterSeconds).toBeLessThanOrEqual(lockoutSeconds);
  });

  it('opens again once the lock has run out, with a fresh count', async () => {
    await insertUser(gateway, { email: 'expired-lock@example.com', password: 'Right-Passw0rd!' });
    await gateway.env.DB.prepare("UPDATE users SET locked_until = unixepoch() - 1 WHERE email = 'expired-lock@example.com'").run();
    expect((await signIn(gateway, { username: 'expired-lock@example.com', password: 'Right-Passw0rd!' })).status).toBe(200);
    // One failure after the lock is one failure, not the sixth.
    expect(await (await signIn(gateway, { username: 'expired-lock@example.com', password: 'Wrong' })).json()).toEqual({
      error: 'BAD_CREDENTIALS',
    });
  });

  it('counts only failures in a row: a success starts the count again', async () => {
    await insertUser(gateway, { email: 'forgetful@example.com', password: 'Right-Passw0rd!' });
    const attempt = (password: string) => signIn(gateway, { username: 'forgetful@example.com', password });
    for (let failure = 1; failure < maxConsecutiveFailures; failure += 1) await attempt('Wrong');
    expect((await attempt('Right-Passw0rd!')).status).toBe(200);
    for (let failure = 1; failure < maxConsecutiveFailures; failure += 1) {
      expect(await (await attempt('Wrong')).json()).toEqual({ error: 'BAD_CREDENTIALS' });
    }
  });

  it('leaves unknown users answering BAD_CREDENTIALS however often they are tried', async () => {
    for (let attempt = 0; attempt <= maxConsecutiveFailures; attempt += 1) {
      expect(await (await signIn(gateway, { username: 'ghost@example.com' })).json()).toEqual({ error: 'BAD_CREDENTIALS' });
    }
  });

  it('does not lock the demo cardholder when others fail', async () => {
    expect((await signIn(gateway, { username: demo.cardholder })).status).toBe(200);
  });
});
