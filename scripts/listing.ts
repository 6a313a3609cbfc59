/**
 * What the listing scripts (`npm run apis`, `npm run routes`) share: a pipe closed early
 * (`npm run routes | head`) is not an error, and the project is checked first, the script exiting
 * with the issues of the schemas it lists.
 */
import { checkProject, formatIssue } from '../build';

export function checkedProjectListing(folder: 'apis' | 'routes'): ReturnType<typeof checkProject> {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  const r = checkProject();
  const issues = r.issues.filter((i) => i.file.includes(`/schemas/${folder}/`));
  if (issues.length) {
    for (const i of issues) console.error(formatIssue(i));
    process.exit(1);
  }
  return r;
}
