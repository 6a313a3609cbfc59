/**
 * npm run check — validates every schema file (app, routes, call catalogue, dictionaries, pages)
 * against schemas/meta, compiles every expression, checks cross-references, and regenerates
 * schemas/meta/widgets.generated.schema.json, renderers/props.generated.ts,
 * schemas/meta/action.schema.json, src/core/actions/fields.generated.ts,
 * src/core/schemaTypes.generated.ts and src/lib/dictTypes.generated.ts. Exits 1 on any error.
 */
import { checkProject, composeWidgetsSchema, formatIssue, loadWidgets, writeWidgetsSchema } from '../build';
import { writeActionFiles } from '../build/actions.ts';
import { WIDGET_TYPES_FILE, writeWidgetTypes } from '../build/widgetTypes.ts';
import { writeMetaTypes } from '../build/metaTypes.ts';
import { rel } from '../build/paths.ts';

const started = performance.now();
const widgets = loadWidgets();
if (writeWidgetsSchema(composeWidgetsSchema(widgets))) console.log('updated schemas/meta/widgets.generated.schema.json');
for (const file of await writeActionFiles()) console.log(`updated ${rel(file)}`);
if (await writeWidgetTypes(widgets)) console.log(`updated ${rel(WIDGET_TYPES_FILE)}`);
for (const file of await writeMetaTypes()) console.log(`updated ${rel(file)}`);
const r = checkProject();
const ms = Math.round(performance.now() - started);

console.log(
  `${r.fileCount} schema files · ${r.routes.length} routes · ${r.apis.length} calls · ${r.pageIds.length} pages · ${r.fragmentIds.length} fragments · ` +
    `${r.widgets.length} widgets · ${r.expressionCount} expressions compiled · ${ms} ms`,
);
if (r.routesWithoutPage.length) {
  console.log(`${r.routesWithoutPage.length} routes have no page schema yet (pages are authored per issue; not an error)`);
}
if (r.issues.length) {
  console.error(`\n${r.issues.length} schema error(s):`);
  for (const i of r.issues) console.error(`  ${formatIssue(i)}`);
  process.exit(1);
}
console.log('all schemas valid');
