/**
 * The keys whose values stay raw when a node's props are resolved, at any depth: action lists and
 * an action's `then`/`catch`/`else` (they resolve when they run, with `result`, `error`, `item`),
 * node templates and `children` (resolved per row or by their own node), and Formily schemas
 * (Formily evaluates its own expressions).
 *
 * One definition for the runtime (src/react/resolveProps.ts) and the build (build/widgets.ts, where
 * a prop under such a key is not offered the `{{ expression }}` form in the editor's schema).
 */
export const RAW_KEY = /^(on[A-Z].*|actions|.*Actions|then|catch|else|children|schema|.*Template|template)$/;
