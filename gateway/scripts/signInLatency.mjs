// Measures sequential password-grant sign-ins against a running stack and prints total, mean and p95 in ms.
// Usage: node gateway/scripts/signInLatency.mjs [origin=http://localhost:8787] [count=100]
// Signs in the demo cardholder (gateway/seed/demo.sql) through the edge's /api proxy, one request at a time.

const origin = process.argv[2] ?? 'http://localhost:8787';
const count = Number(process.argv[3] ?? 100);
const url = `${origin}/api/user-auth/oauth/token`;
const form = new URLSearchParams({
  grant_type: 'password',
  username: 'demo@example.com',
  password: 'Demo-Passw0rd!',
  siteId: 'localhost',
  locale: 'en_us',
});

async function signIn() {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: form,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status} (X-CID ${response.headers.get('X-CID')})`);
  return performance.now() - started;
}

await signIn(); // warm-up, not counted
const durations = [];
const started = performance.now();
for (let index = 0; index < count; index += 1) durations.push(await signIn());
const total = performance.now() - started;
durations.sort((a, b) => a - b);
const p95 = durations[Math.min(durations.length - 1, Math.ceil(0.95 * durations.length) - 1)];
console.log(`${count} sequential sign-ins against ${origin}`);
console.log(`total ${total.toFixed(0)} ms, mean ${(total / count).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
