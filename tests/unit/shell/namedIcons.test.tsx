import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { ICON_NAMES, NamedIcon, preloadIcons } from '@/shell';
import { iconNamesOf } from '../../../build/walk';

afterEach(cleanup);

describe('named icons', () => {
  it('draws a preloaded icon on the first render', async () => {
    await preloadIcons(['search', 'no-such-icon']);
    const { container } = render(<NamedIcon name="search" className="x" />);
    expect(container.querySelector('span.anticon-search.x svg')).not.toBeNull();
  });

  it('holds the icon box until a lazily loaded icon arrives', async () => {
    const { container } = render(<NamedIcon name="bank" />);
    const box = container.querySelector('span.anticon');
    expect(box).not.toBeNull();
    expect(box?.querySelector('svg')).toBeNull();
    await waitFor(() => expect(container.querySelector('span.anticon-bank svg')).not.toBeNull());
  });

  it('every name loads an icon', async () => {
    await preloadIcons(ICON_NAMES);
    for (const name of ICON_NAMES) {
      const { container, unmount } = render(<NamedIcon name={name} />);
      expect(container.querySelector('svg'), name).not.toBeNull();
      unmount();
    }
  });

  it('finds the icons a page schema names, nav bar aliases resolved', () => {
    const page = {
      navBar: { rightIcon: 'more' },
      body: [{ type: 'CellGroup', items: [{ label: '电话', icon: 'phone' }, { label: '地址', icon: 'location' }] }],
    };
    expect(iconNamesOf(page)).toEqual(['ellipsis', 'phone', 'location']);
  });
});
