// @vitest-environment node
/**
 * Fragments: a page's `{ "type": "Fragment", "use", "with" }` nodes are expanded at build time with
 * their arguments in place of `{{args.<name>}}`, and every error names the fragment file, the
 * pointer and the including page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createValidator, formatIssue } from '../../../build';
import { checkFragment, checkPage } from '../../../build/pageCheck';
import { fragmentLoader, type FragmentLoader } from '../../../build/fragments';
import { META, rel } from '../../../build/paths';

const validator = createValidator();
const pageFile = path.resolve('schemas/pages/demo/page.json');
const PAGE = 'schemas/pages/demo/page.json';
let dir: string;
let loader: () => FragmentLoader;

/** A fragment file in the test's fragments folder. */
const fragmentFile = (name: string): string => path.join(dir, `${name}.json`);
const write = (name: string, json: Record<string, unknown>): void => {
  const $schema = path.relative(dir, path.join(META, 'fragment.schema.json'));
  fs.writeFileSync(fragmentFile(name), JSON.stringify({ $schema, description: name, ...json }));
};
const page = (body: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> => ({ $schema: '../../meta/page.schema.json', body, ...extra });
const check = (json: unknown) => checkPage(pageFile, json, validator, loader());
const messages = (json: unknown): string[] => check(json).issues.map(formatIssue);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fragments-'));
  loader = () => fragmentLoader(dir);
  write('task-list', {
    params: {
      taskType: { type: 'string', description: '2 车险, 6 非车' },
      label: { type: 'string', default: '车险任务' },
      variant: { enum: ['title', 'secondary'], default: 'title' },
      custId: { type: 'string', default: '' },
    },
    body: [
      { type: 'Text', variant: '{{args.variant}}', text: '{{args.label}}' },
      { type: 'Text', text: "{{concat(args.label, ' · ', args.taskType, ' · ', query.tab)}}" },
      { type: 'Text', text: '客户 {{args.custId}} 的任务' },
    ],
  });
  write('badge', { params: { text: { type: 'string' } }, body: [{ type: 'Fragment', use: 'task-list', with: { taskType: '{{args.text}}' } }] });
  write('loop-a', { body: [{ type: 'Fragment', use: 'loop-b' }] });
  write('loop-b', { body: [{ type: 'Fragment', use: 'loop-a' }] });
  write('reads-unknown', { params: { label: { type: 'string' } }, body: [{ type: 'Text', text: '{{args.lable}}' }], stories: { with: { label: 'x' } } });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('fragment expansion', () => {
  it('puts the fragment body in place of the include, with arguments and defaults for {{args.x}}', () => {
    const result = check(page([{ type: 'Text', text: '前' }, { type: 'Fragment', use: 'task-list', with: { taskType: '6', custId: '{{item.custId}}' } }, { type: 'Text', text: '后' }]));
    expect(result.issues.map(formatIssue)).toEqual([]);
    expect((result.json as { body: unknown[] }).body).toEqual([
      { type: 'Text', text: '前' },
      // A string that is just {{args.x}} becomes the argument itself.
      { type: 'Text', variant: 'title', text: '车险任务' },
      // Inside an expression, a plain argument becomes a literal.
      { type: 'Text', text: "{{concat('车险任务', ' · ', '6', ' · ', query.tab)}}" },
      // An expression argument of the including page takes the place of args.x.
      { type: 'Text', text: '客户 {{item.custId}} 的任务' },
      { type: 'Text', text: '后' },
    ]);
    expect(result.fragments).toEqual([fragmentFile('task-list')]);
  });

  it('expands fragments included by fragments', () => {
    const result = check(page([{ type: 'Fragment', use: 'badge', with: { text: '{{state.kind}}' } }]));
    expect(result.issues).toEqual([]);
    expect((result.json as { body: Array<{ text: string }> }).body[1].text).toBe("{{concat('车险任务', ' · ', state.kind, ' · ', query.tab)}}");
  });

  it('reports a missing fragment file, naming the page, the pointer and the file it looked for', () => {
    expect(messages(page([{ type: 'Text', text: 'x' }, { type: 'Fragment', use: 'task-lst', with: { taskType: '2' } }]))).toEqual([
      `${PAGE}#/body/1/use: fragment 'task-lst' not found: ${rel(fragmentFile('task-lst'))} does not exist (did you mean "task-list"?)`,
    ]);
  });

  it('reports an unknown parameter, naming the page, the pointer and the fragment file, with the likely one', () => {
    expect(messages(page([{ type: 'Fragment', use: 'task-list', with: { taskTyp: '2' } }]))).toEqual([
      `${PAGE}#/body/0/with/taskTyp: unknown parameter 'taskTyp' of fragment ${rel(fragmentFile('task-list'))} (did you mean 'taskType'?) (declared: taskType, label, variant, custId)`,
      `${PAGE}#/body/0/with: missing parameter 'taskType' of fragment ${rel(fragmentFile('task-list'))} (it has no default)`,
    ]);
  });

  it('reports an argument of the wrong type or outside the declared values', () => {
    expect(messages(page([{ type: 'Fragment', use: 'task-list', with: { taskType: 6, variant: 'huge' } }]))).toEqual([
      `${PAGE}#/body/0/with/taskType: parameter 'taskType' of fragment ${rel(fragmentFile('task-list'))} must be of type string, not integer`,
      `${PAGE}#/body/0/with/variant: parameter 'variant' of fragment ${rel(fragmentFile('task-list'))} is "huge", must be one of: "title", "secondary"`,
    ]);
  });

  it('reports an error inside the expanded fragment in the fragment file, with the page that included it', () => {
    // A parameter given as an expression is not checked until it is used: here it breaks the body.
    expect(messages(page([{ type: 'Text', text: 'x' }, { type: 'Fragment', use: 'task-list', with: { taskType: '{{stat.kind}}' } }]))).toEqual([
      `${rel(fragmentFile('task-list'))}#/body/1/text: expression {{concat('车险任务', ' · ', stat.kind, ' · ', query.tab)}}: unknown variable 'stat' (did you mean 'state'?) (expected one of: query, params, route, user, config, data, state, form, dict, values; or item, index, result, error, event, sources; or a Formily $ variable) (included by ${PAGE}#/body/1)`,
    ]);
  });

  it("points at the page's own nodes as written, whatever the includes before them expand to", () => {
    expect(messages(page([{ type: 'Fragment', use: 'task-list', with: { taskType: '2' } }, { type: 'Txet', text: 'x' }]))[0]).toMatch(
      /^schemas\/pages\/demo\/page\.json#\/body\/1\/type: is "Txet"/,
    );
  });

  it('reports fragments that include each other', () => {
    expect(messages(page([{ type: 'Fragment', use: 'loop-a' }]))).toEqual([
      `${rel(fragmentFile('loop-b'))}#/body/0/use: fragment 'loop-a' includes itself (${rel(fragmentFile('loop-a'))}) (included by ${rel(fragmentFile('loop-a'))}#/body/0 ← ${PAGE}#/body/0)`,
    ]);
  });

  it('reports an include without use, or with a property it does not take', () => {
    expect(messages(page([{ type: 'Fragment', uses: 'task-list' }]))).toEqual([
      `${PAGE}#/body/0/uses: unknown property 'uses' of a Fragment include (did you mean 'use'?) (it takes "use" and "with")`,
      `${PAGE}#/body/0: a Fragment include needs "use": the name of a file in ${rel(dir)}/`,
    ]);
  });
});

describe('a fragment checked by itself', () => {
  it('names its own file and pointer for a read of an undeclared parameter', () => {
    const name = 'reads-unknown';
    const raw = JSON.parse(fs.readFileSync(fragmentFile(name), 'utf8')) as unknown;
    expect(checkFragment(name, fragmentFile(name), raw, validator, loader()).issues.map(formatIssue)).toEqual([
      `${rel(fragmentFile(name))}#/body/0/text: expression reads args.lable, which the fragment does not declare (did you mean 'label'?) (declared: label)`,
    ]);
  });

  it("checks its story: a parameter the story's arguments miss is an error at /stories/with", () => {
    const name = 'task-list';
    const raw = JSON.parse(fs.readFileSync(fragmentFile(name), 'utf8')) as unknown;
    expect(checkFragment(name, fragmentFile(name), raw, validator, loader()).issues.map(formatIssue)).toEqual([
      `${rel(fragmentFile(name))}#/stories: missing parameter 'taskType' of fragment ${rel(fragmentFile(name))} (it has no default) (in the fragment's story)`,
    ]);
  });

  it('checks its file against the fragment meta-schema', () => {
    const raw = { $schema: path.relative(dir, path.join(META, 'fragment.schema.json')), description: 'x', params: { n: { type: 'text' } }, body: [{ type: 'Text', text: 'x' }] };
    const issues = checkFragment('bad', fragmentFile('bad'), raw, validator, loader()).issues.map(formatIssue);
    expect(issues[0]).toMatch(new RegExp(`^${rel(fragmentFile('bad'))}#/params/n/type: is "text", must be one of: "string"`));
  });
});
