/**
 * A page as the build sees it: its fragments expanded, then validated against the page
 * meta-schema, its expressions compiled and its named values checked. Issues are told where they
 * really are (build/fragments.ts): in the page, or in a fragment with the include it came through.
 * Shared by `npm run check` (project.ts) and the Vite plugin, so both say the same.
 */
import path from 'node:path';
import { SCHEMAS } from './paths.ts';
import type { SchemaIssue, SchemaValidator } from './validate.ts';
import { compileExpressionsOf } from './emit.ts';
import { FRAGMENT_NAME_RE, dedupe, expandFragments, locateIssue, type Expansion, type FragmentJson, type FragmentLoader, fragmentLoader } from './fragments.ts';
import { valuesIssues } from './scopeChecks.ts';

export interface CheckedPage {
  /** The page with its fragments expanded: what the app gets. */
  json: unknown;
  issues: SchemaIssue[];
  /** Fragment files the page uses. */
  fragments: string[];
  expansion: Expansion;
  /** Distinct expressions compiled. */
  expressionCount: number;
}

/**
 * Checks one page. `more` adds checks of the expanded page (call ids, navigate targets) whose
 * issues are located like the rest.
 */
export function checkPage(
  file: string,
  raw: unknown,
  validator: SchemaValidator,
  loader: FragmentLoader = fragmentLoader(),
  more: (expanded: unknown, file: string) => SchemaIssue[] = () => [],
): CheckedPage {
  const expansion = expandFragments(raw, file, loader);
  const compiled = compileExpressionsOf(expansion.json, file);
  const found = [...validator.validate('page', file, expansion.json), ...compiled.issues, ...valuesIssues(expansion.json, file), ...more(expansion.json, file)];
  return {
    json: expansion.json,
    issues: dedupe([...expansion.issues, ...found.map((i) => locateIssue(i, expansion, file))]),
    fragments: expansion.files,
    expansion,
    expressionCount: compiled.fns.size,
  };
}

/**
 * The page a fragment's story shows (and the fragment is checked by): the fragment included with
 * its story's arguments, data sources and state.
 */
export function fragmentStoryPage(name: string, fragment: FragmentJson): Record<string, unknown> {
  const stories = fragment.stories ?? {};
  return {
    $schema: '../../meta/page.schema.json',
    description: fragment.description ?? name,
    navBar: { title: `片段：${name}`, leftArrow: false },
    ...(stories.state ? { state: stories.state } : {}),
    ...(stories.data ? { data: stories.data } : {}),
    body: [{ type: 'Fragment', use: name, ...(stories.with ? { with: stories.with } : {}) }],
    ...(stories.query || stories.persona ? { stories: { ...(stories.query ? { query: stories.query } : {}), ...(stories.persona ? { persona: stories.persona } : {}) } } : {}),
  };
}

/** Where a part of a fragment's story page is written in the fragment file (under "stories"). */
const STORY_POINTERS: Array<[RegExp, string]> = [
  [/^\/body\/0\/with/, '/stories/with'],
  [/^\/body\/0/, '/stories'],
  [/^\/(data|state)/, '/stories/$1'],
  [/^\/stories/, '/stories'],
];

/**
 * Checks a fragment by itself: its file against the fragment meta-schema, then its story's page
 * (the fragment expanded with the story's arguments) like any page, `more` included (call ids and
 * navigate targets of the body and the story's data sources). Every issue names the fragment file.
 */
export function checkFragment(
  name: string,
  file: string,
  raw: unknown,
  validator: SchemaValidator,
  loader: FragmentLoader = fragmentLoader(),
  more: (expanded: unknown, file: string) => SchemaIssue[] = () => [],
): CheckedPage {
  const own = validator.validate('fragment', file, raw);
  if (!FRAGMENT_NAME_RE.test(name)) own.push({ file, pointer: '', message: `a fragment's file name is its name in "use": lower-case letters, digits and dashes (${FRAGMENT_NAME_RE.source})` });
  // A page in the pages folder's place, so its "$schema" is the one a page has there.
  const storyFile = path.join(SCHEMAS, 'pages', '.fragment-stories', `${name}.json`);
  const story = checkPage(storyFile, fragmentStoryPage(name, raw as FragmentJson), validator, loader, more);
  const issues = story.issues.map((i): SchemaIssue => {
    if (i.file !== storyFile) return { ...i, message: i.message.replace(/ \(included by [^)]*\)$/, '') };
    const rule = STORY_POINTERS.find(([re]) => re.test(i.pointer));
    const pointer = rule ? i.pointer.replace(rule[0], rule[1]) : '/stories';
    return { file, pointer, message: `${i.message} (in the fragment's story)` };
  });
  return { ...story, issues: dedupe([...own, ...issues]) };
}
