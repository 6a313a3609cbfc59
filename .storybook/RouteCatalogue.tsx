/**
 * Every route of the app in one table, for product staff: path, title, who may open it, and
 * whether its page is written (a link to its story) or still to come (the file a developer writes).
 */
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { ACCESS_LABELS, rolesLabel } from './pageStoryInfo';
import type { CatalogueRow, CatalogueStatus } from './routeCatalogue';
import './RouteCatalogue.css';

type Filter = 'all' | CatalogueStatus;

const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'all', label: '全部' },
  { value: 'page', label: '已有页面' },
  { value: 'missing', label: '尚未编写' },
  { value: 'redirect', label: '跳转' },
];

export interface RouteCatalogueProps {
  rows: readonly CatalogueRow[];
  /** Opens a page story in Storybook (the link's href is the fallback). */
  onOpenStory?: (storyId: string) => void;
}

function PageCell({ row, onOpenStory }: { row: CatalogueRow; onOpenStory?: (storyId: string) => void }): ReactNode {
  if (row.status === 'redirect') return <span className="sb-catalogue-redirect">跳转到 <code>{row.redirect}</code></span>;
  if (row.status === 'missing') {
    return (
      <span className="sb-catalogue-missing">
        尚未编写{row.file ? <code className="sb-catalogue-file">{row.file}</code> : null}
      </span>
    );
  }
  const storyId = row.storyId ?? '';
  const open = (e: MouseEvent<HTMLAnchorElement>): void => {
    if (!onOpenStory || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpenStory(storyId);
  };
  return (
    <a className="sb-catalogue-open" href={`./?path=/story/${storyId}`} target="_top" onClick={open}>
      已有页面 · 查看
    </a>
  );
}

export function RouteCatalogue({ rows, onOpenStory }: RouteCatalogueProps): ReactNode {
  const [filter, setFilter] = useState<Filter>('all');
  const [text, setText] = useState('');
  const counts = useMemo(() => {
    const c: Record<Filter, number> = { all: rows.length, page: 0, missing: 0, redirect: 0 };
    for (const r of rows) c[r.status] += 1;
    return c;
  }, [rows]);
  const shown = useMemo(() => {
    const q = text.trim().toLowerCase();
    return rows.filter(
      (r) => (filter === 'all' || r.status === filter) && (!q || r.path.toLowerCase().includes(q) || r.title.includes(q) || r.group.includes(q)),
    );
  }, [rows, filter, text]);

  return (
    <div className="sb-catalogue">
      <h1>页面目录</h1>
      <p className="sb-catalogue-summary">
        共 {counts.all} 个路由：{counts.page} 个已有页面，{counts.missing} 个尚未编写（用户看到“该功能即将上线”），{counts.redirect} 个跳转。
        取自应用自己的路由表。
      </p>
      <div className="sb-catalogue-tools">
        <input
          type="search"
          aria-label="搜索路由"
          placeholder="搜索路径、标题或分组"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div role="radiogroup" aria-label="页面状态">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              role="radio"
              aria-checked={filter === f.value}
              className={filter === f.value ? 'is-on' : undefined}
              onClick={() => setFilter(f.value)}
            >
              {f.label}（{counts[f.value]}）
            </button>
          ))}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>路径</th>
            <th>标题</th>
            <th>分组</th>
            <th>角色</th>
            <th>访问</th>
            <th>页面</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.path} data-status={r.status}>
              <td>
                <code>{r.path}</code>
              </td>
              <td>{r.title}</td>
              <td>{r.group}</td>
              <td>{rolesLabel(r.roles)}</td>
              <td>{ACCESS_LABELS[r.access] ?? r.access}</td>
              <td>
                <PageCell row={r} onOpenStory={onOpenStory} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length === 0 ? <p className="sb-catalogue-empty">没有符合条件的路由</p> : null}
    </div>
  );
}
