import type { CSSProperties, ReactNode } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { SvgIcon } from './SvgIcon';
import type { NavBarOptions, NavTitleItem } from '@/core';
import { resolveNavIcon } from './navIcons';
import { NamedIcon } from './namedIcons';
import './tokens.css';
import './NavBar.css';

/**
 * Props of {@link NavBar}: every option of spec/product.md 2.1 (see `NavBarOptions`), with the
 * click handlers as plain callbacks (the page runtime turns `clickLeft`/`clickRight`/title
 * `actions` into them).
 */
export interface NavBarProps extends Omit<NavBarOptions, 'clickLeft' | 'clickRight'> {
  /** Runs on a left click. Without it, a left click goes back ({@link NavBarProps.onBack}). */
  onClickLeft?: () => void;
  /** Runs on a right click. Without it, the right side is not clickable. */
  onClickRight?: () => void;
  /** History back, used when there is no `onClickLeft`. Default `window.history.back()`. */
  onBack?: () => void;
  /** A click on the title at `index` of a title list. */
  onTitleClick?: (index: number) => void;
}

/**
 * The top navigation bar. Defaults: shown, not fixed, with a bottom border, no placeholder,
 * z-index 1, no arrow (the app's own defaults, schemas/app.json `navBar`, are merged by the caller).
 *
 * - `fixed` pins the bar to the top of its view (inside a {@link ViewStack} view it slides with
 *   the view); `placeholder` then keeps a spacer of the bar's height in the flow.
 * - `rightIcon` is a name from the icon map (navIcons.ts) or 'loading' for a spinner; while it is
 *   loading the right button ignores clicks.
 * - `title` is text, or a list of clickable titles with colour and an optional red dot.
 * - The height is 0.92rem (46px on the 375px design) plus the top safe-area inset.
 */
export function NavBar(props: NavBarProps): ReactNode {
  const {
    show = true,
    fixed = false,
    border = true,
    placeholder = false,
    zIndex = 1,
    className,
    leftArrow = false,
    leftText,
    title,
    onClickLeft,
    onBack,
    onTitleClick,
    privatelyIcon,
  } = props;
  if (!show) return null;

  const handleLeft = (): void => {
    if (onClickLeft) onClickLeft();
    else if (onBack) onBack();
    else window.history.back();
  };

  const classes = ['shell-navbar'];
  if (fixed) classes.push('shell-navbar--fixed');
  if (border) classes.push('shell-navbar--border');
  if (className) classes.push(className);
  const style: CSSProperties = { zIndex };

  const bar = (
    <div className={classes.join(' ')} style={style}>
      <div className="shell-navbar__content">
        {leftArrow || leftText ? (
          <button type="button" className="shell-navbar__left" onClick={handleLeft} aria-label={leftText || '返回'}>
            {leftArrow ? <SvgIcon icon={LeftOutlined} className="shell-navbar__arrow" aria-hidden /> : null}
            {leftText ? <span className="shell-navbar__text">{leftText}</span> : null}
          </button>
        ) : null}
        <div className="shell-navbar__title">
          {privatelyIcon ? (
            <img className="shell-navbar__avatar" src={privatelyIcon} alt="" decoding="async" />
          ) : null}
          {Array.isArray(title) ? (
            <TitleList items={title} onTitleClick={onTitleClick} />
          ) : title ? (
            <span className="shell-navbar__title-text" role="heading" aria-level={1}>
              {title}
            </span>
          ) : null}
        </div>
        <RightSide {...props} />
      </div>
    </div>
  );

  if (!(fixed && placeholder)) return bar;
  return (
    <>
      <div className="shell-navbar-placeholder" aria-hidden />
      {bar}
    </>
  );
}

function TitleList({
  items,
  onTitleClick,
}: {
  items: readonly NavTitleItem[];
  onTitleClick?: (index: number) => void;
}): ReactNode {
  return (
    <div className="shell-navbar__titles">
      {items.map((item, index) => (
        <button
          // Titles are a fixed list from the page schema; position is their identity.
          key={index}
          type="button"
          className="shell-navbar__title-item"
          style={item.color ? { color: item.color } : undefined}
          onClick={onTitleClick ? () => onTitleClick(index) : undefined}
        >
          {item.text}
          {item.badge ? (
            <span className="shell-navbar__dot">
              <span className="shell-visually-hidden">有新提醒</span>
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

const warnedIcons = new Set<string>();

function warnUnknownIcon(name: string): void {
  if (!import.meta.env.DEV || warnedIcons.has(name)) return;
  warnedIcons.add(name);
  console.warn(`[NavBar] unknown rightIcon "${name}"; known: 'loading' and navIcons.ts`);
}

function RightSide({ rightText, rightIcon, onClickRight }: NavBarProps): ReactNode {
  const loading = rightIcon === 'loading';
  const icon = rightIcon && !loading ? resolveNavIcon(rightIcon) : undefined;
  if (rightIcon && !loading && !icon) warnUnknownIcon(rightIcon);
  if (!rightText && !loading && !icon) return null;

  const content = (
    <>
      {loading ? (
        <SvgIcon icon={LoadingOutlined} className="shell-navbar__icon" spin aria-label="加载中" role="img" />
      ) : icon ? (
        <NamedIcon name={icon.icon} className="shell-navbar__icon" />
      ) : null}
      {rightText ? <span className="shell-navbar__text">{rightText}</span> : null}
    </>
  );
  if (!onClickRight) {
    return <div className="shell-navbar__right">{content}</div>;
  }
  return (
    <button
      type="button"
      className="shell-navbar__right"
      aria-label={rightText || (loading ? '加载中' : icon?.label)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? undefined : onClickRight}
    >
      {content}
    </button>
  );
}
