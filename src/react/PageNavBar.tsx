/**
 * The page's nav bar: app defaults, then the page schema's options; left and right clicks and title
 * taps run the schema's actions (left falls back to history back).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { NavBar } from '@/shell';
import { type NavBarOptions, resolveValue } from '@/core';
import { usePage } from './pageContext';
import { useRuntime } from './runtime';

/** App-wide nav-bar defaults (schemas/app.json navBar). */
export const NavBarDefaultsContext = createContext<NavBarOptions>({});

export function PageNavBar({ options, title, path }: { options?: NavBarOptions; title?: string; path: string }): ReactNode {
  const page = usePage();
  const rt = useRuntime();
  const defaults = useContext(NavBarDefaultsContext);
  const { clickLeft, clickRight, title: rawTitle, ...rest } = { ...defaults, ...options };
  const { leftArrow, ...resolved } = resolveValue(rest, page.scope);
  const titleValue = resolveValue(rawTitle ?? title, page.scope);
  return (
    <NavBar
      {...resolved}
      leftArrow={leftArrow === 'auto' ? rt.canGoBack() : leftArrow}
      title={titleValue}
      onBack={() => rt.back(1)}
      onClickLeft={clickLeft?.length ? () => void page.run(clickLeft, {}, `${path}/clickLeft`) : undefined}
      onClickRight={clickRight?.length ? () => void page.run(clickRight, {}, `${path}/clickRight`) : undefined}
      onTitleClick={
        Array.isArray(rawTitle)
          ? (i) => {
              const item = rawTitle[i];
              if (item?.actions?.length) void page.run(item.actions, { index: i }, `${path}/title/${i}/actions`);
            }
          : undefined
      }
    />
  );
}
