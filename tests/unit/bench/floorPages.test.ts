/**
 * The React floor pages' document (bench/floors/floorPages.ts): the app's viewport and root font
 * size from index.html, the floor's title and entry; each stub page is replaced by it in the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLayoutTags, floorDocument, floorPages, REACT_FLOORS } from '../../../bench/floors/floorPages';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const indexHtml = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');

/** The page handed to Vite for a file of the floors build, as its transformIndexHtml hook makes it. */
function transformed(file: string, html: string): string {
  const hook = floorPages(ROOT).transformIndexHtml;
  if (!hook || typeof hook !== 'object' || typeof hook.handler !== 'function') throw new Error('no transformIndexHtml handler');
  const out: unknown = Reflect.apply(hook.handler, undefined, [html, { filename: path.join(ROOT, file), path: `/${file}` }]);
  if (typeof out !== 'string') throw new Error('the handler did not return a page');
  return out;
}

describe('bench floor pages', () => {
  it.each(REACT_FLOORS)('%s: the app viewport and root font size, its title, #root and its entry', (name) => {
    const page = floorDocument(name, indexHtml);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover" />');
    expect(page).toContain('<style>html{font-size:calc(min(100vw,480px)/7.5)}body{margin:0;background:#f5f6f7}</style>');
    expect(page).toContain(`<title>floor: ${name}</title>`);
    expect(page).toContain('<div id="root"></div>');
    expect(page).toContain(`<script type="module" src="./${name}.tsx"></script>`);
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('<script'));
  });

  it('takes the tags from index.html, so a change there reaches the floors', () => {
    const changed = indexHtml.replace('/7.5)', '/10)');
    expect(appLayoutTags(changed).rootFontSize).toContain('/10)');
    expect(floorDocument('form-react', changed)).toContain('/10)');
  });

  it('refuses an index.html without the tags', () => {
    expect(() => floorDocument('form-react', '<html><head></head></html>')).toThrow(/viewport meta or root font-size style/);
  });

  it.each(REACT_FLOORS)('the build replaces the stub bench/floors/%s.html and no other page', (name) => {
    const file = `bench/floors/${name}.html`;
    expect(transformed(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))).toBe(floorDocument(name, indexHtml));
    expect(transformed('bench/floors/index.html', '<p>list</p>')).toBe('<p>list</p>');
    expect(transformed('index.html', indexHtml)).toBe(indexHtml);
  });
});
