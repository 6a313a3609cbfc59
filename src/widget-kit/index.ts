/**
 * The widget API: everything a widget (renderers/<Type>/) may use of src/, in one place. Widgets
 * import src only from here (`@/widget-kit`), from `@/widget-kit/form` (what form and field
 * widgets use besides) and, in tests and stories, from `@/widget-kit/testing`; eslint.config.js
 * keeps it so. The rest of src/ can then move and change without touching a widget.
 *
 * Each export names the module it comes from, not a package's index: the build puts the common
 * widgets and everything they import into one chunk loaded at start (`widgets-core`,
 * vite.config.ts), so an import of `@/core` or `@/lib` here would carry the whole action runner or
 * every validator into that chunk. What only form widgets need is in ./form for the same reason.
 */

// Props, page and runtime: what a widget receives and the hooks it reads the page with.
export type { FieldProps, TextFieldProps, WidgetProps } from '@/react/widgetProps';
export { usePage, usePageActions, ExtraScopeContext, type PageApi, type PageActions } from '@/react/pageContext';
export { useRuntime, type RuntimeServices } from '@/react/runtime';
export type { SourceHandle, SourceStatus } from '@/react/useDataSources';
export { ScopedNodes } from '@/react/SchemaNode';
/** The widget registry, for a widget that loads other widgets' components (Form's field widgets). */
export { widgetRegistry } from '@/react/widgets';

// The schema language and the action runner, as widgets meet them.
export type { ActionSchema, NodeSchema, PageModule } from '@/core/types';
export type { ExprScope } from '@/core/expr/scope';
export type { ActionList, ConfirmOptions } from '@/core/actions/types';
export { resolveValue } from '@/core/expr/runtime';
export { userMessageOf } from '@/core/actions/userMessage';
export { getIn } from '@/core/paths';

// Display formats, dictionaries, masking, dates and money.
export { applyFormat, type DisplayFormat } from '@/core/format';
export { dictLabel, dictOptions, type Dict, type DictOption } from '@/lib/dicts';
export { formatDateTime } from '@/lib/datetime';
export { formatMoney } from '@/lib/money';
export { maskIdCard, maskPhone } from '@/lib/mask';

// The URL policy: a URL that comes from data is checked before it is opened or shown.
export { checkUrl, appPathOf, REFUSED_URL_MESSAGE, type UrlPolicy, type UrlVerdict } from '@/lib/urlPolicy';

// Third-party libraries loaded on demand (QR codes, …).
export { loadScript, ScriptLoadError } from '@/lib/scripts';

// The app's named icons (the icon names a schema may use).
export { NamedIcon, SvgIcon, isIconName } from '@/shell';

// antd's configuration (theme, locale, popups), for antd that a core widget renders lazily.
export { AntdScope, loadAntdTheme } from '@/shell';
