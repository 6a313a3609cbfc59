/** npm run apis [-- --json] — prints the call catalogue. */
import { checkedProjectListing } from './listing';

const r = checkedProjectListing('apis');
const rows = r.apis.map((a) => ({ ...a, timeoutMs: a.timeoutMs ?? 60000 }));
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
  console.log(`${pad('id', 40)}${pad('method', 7)}${pad('body', 11)}${pad('answer', 8)}${pad('timeout', 9)}path`);
  for (const a of rows) {
    const flags = [
      a.auth ? 'auth' : '', a.encryptIds ? 'encrypt-id' : '', a.dedupe ? 'dedupe' : '', a.emptyListOnError ? 'empty-on-error' : '',
      a.public ? 'public' : '', a.assumed ? 'assumed' : '',
    ].filter(Boolean);
    console.log(`${pad(a.id, 40)}${pad(a.method, 7)}${pad(a.body, 11)}${pad(a.answer, 8)}${pad(`${a.timeoutMs / 1000}s`, 9)}${a.path}  ${a.title}${flags.length ? `  [${flags.join(', ')}]` : ''}`);
  }
  console.log(`\n${rows.length} calls`);
}
