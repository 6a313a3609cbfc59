/** npm run routes [-- --json] — prints the compiled route table. */
import { checkedProjectListing } from './listing';

const r = checkedProjectListing('routes');
const rows = r.routes.map((x) => ({
  path: x.path,
  name: x.name,
  title: x.title,
  access: x.access,
  roles: x.roles,
  keepAlive: x.keepAlive,
  page: x.page ?? null,
  redirect: x.redirect ?? null,
  toHome: x.toHome === true,
  home: x.home ?? [],
}));
if (process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const pad = (s: string, n: number): string => (s.length >= n ? s : s + ' '.repeat(n - s.length));
  console.log(`${pad('path', 58)}${pad('name', 36)}${pad('access', 10)}${pad('roles', 24)}${pad('keep', 6)}page / redirect`);
  for (const x of rows) {
    console.log(
      `${pad(x.path, 58)}${pad(x.name, 36)}${pad(x.access, 10)}${pad(x.roles.join(','), 24)}${pad(x.keepAlive ? 'yes' : '', 6)}` +
        `${x.redirect ? `→ ${x.redirect}` : x.toHome ? '→ home of the role' : x.page ?? ''}  ${x.title}` +
        (x.home.length ? `  (home of ${x.home.join(', ')})` : ''),
    );
  }
  console.log(`\n${rows.length} routes`);
}
