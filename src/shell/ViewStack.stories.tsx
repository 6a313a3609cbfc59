import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Input, List } from 'antd';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ViewHistory } from '@/router/history';
import { NavBar } from './NavBar';
import { ShellStoryFrame } from './ShellStoryFrame';
import { slideDirection, type SlideDirection } from './slideDirection';
import { ViewStack, type ViewStackEntry } from './ViewStack';

/** A visited location of the demo's in-memory history. */
interface Loc {
  key: string;
  name: 'Index' | 'CustomerList' | 'CustomerDetail';
  id?: number;
}

interface Nav {
  go(name: Loc['name'], id?: number): void;
  back(): void;
}

const CUSTOMERS = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `客户 ${i + 1}` }));

function IndexPage({ nav }: { nav: Nav }): ReactNode {
  return (
    <>
      <NavBar title="首页" fixed placeholder zIndex={100} />
      <div style={{ padding: '0.32rem' }}>
        <p>从首页出发向左滑；其它跳转与返回向右滑。</p>
        <Button type="primary" block onClick={() => nav.go('CustomerList')}>
          客户列表（缓存）
        </Button>
      </div>
    </>
  );
}

/** Kept alive: type a filter and scroll, open a customer, go back: both survive. */
function CustomerListPage({ nav }: { nav: Nav }): ReactNode {
  const [filter, setFilter] = useState('');
  const shown = CUSTOMERS.filter((c) => c.name.includes(filter));
  return (
    <>
      <NavBar title="客户列表" fixed placeholder leftArrow zIndex={100} onBack={nav.back} />
      <div style={{ padding: '0.24rem 0.32rem' }}>
        <Input placeholder="筛选客户" value={filter} onChange={(e) => setFilter(e.target.value)} allowClear />
      </div>
      <List
        dataSource={shown}
        renderItem={(c) => (
          <List.Item style={{ padding: '0.24rem 0.32rem' }} onClick={() => nav.go('CustomerDetail', c.id)}>
            {c.name}
          </List.Item>
        )}
      />
    </>
  );
}

/** Not kept: a fresh page each visit. */
function CustomerDetailPage({ nav, id }: { nav: Nav; id: number }): ReactNode {
  const [note, setNote] = useState('');
  return (
    <>
      <NavBar title={`客户 ${id}`} fixed placeholder leftArrow zIndex={100} onBack={nav.back} />
      <div style={{ padding: '0.32rem', display: 'grid', gap: '0.24rem' }}>
        <Input.TextArea placeholder="备注（离开后不保留）" value={note} onChange={(e) => setNote(e.target.value)} />
        <Button onClick={() => nav.go('Index')}>回到首页（前进）</Button>
      </div>
    </>
  );
}

function ViewStackDemo({ max }: { max: number }): ReactNode {
  const [history, setHistory] = useState<Loc[]>([{ key: 'k0', name: 'Index' }]);
  const [direction, setDirection] = useState<SlideDirection>('none');
  const seq = useRef(1);
  const detector = useRef(new ViewHistory());
  const historyRef = useRef(history);
  useLayoutEffect(() => {
    historyRef.current = history;
  });

  const move = (from: Loc, to: Loc): void => {
    const isBack = detector.current.record(from.key, to.key) === 'pop';
    setDirection(slideDirection({ fromName: from.name, toName: to.name, isBack }));
  };
  const nav: Nav = {
    go(name, id) {
      const stack = historyRef.current;
      const to: Loc = { key: `k${seq.current++}`, name, id };
      move(stack[stack.length - 1], to);
      setHistory([...stack, to]);
    },
    back() {
      const stack = historyRef.current;
      if (stack.length < 2) return;
      move(stack[stack.length - 1], stack[stack.length - 2]);
      setHistory(stack.slice(0, -1));
    },
  };

  const loc = history[history.length - 1];
  const current: ViewStackEntry =
    loc.name === 'CustomerList'
      ? { key: 'CustomerList', keepAlive: true, element: <CustomerListPage nav={nav} /> }
      : {
          key: loc.key,
          keepAlive: false,
          element: loc.name === 'Index' ? <IndexPage nav={nav} /> : <CustomerDetailPage nav={nav} id={loc.id ?? 0} />,
        };
  return <ViewStack current={current} direction={direction} max={max} />;
}

const meta = {
  title: 'Shell/ViewStack',
  component: ViewStackDemo,
  decorators: [
    (Story) => (
      <ShellStoryFrame scroll={false}>
        <Story />
      </ShellStoryFrame>
    ),
  ],
  args: { max: 8 },
} satisfies Meta<typeof ViewStackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Index → customer list (kept alive) → customer detail → back. The list keeps its filter and
 * scroll position; the detail page starts fresh each time; fixed nav bars slide with their views.
 */
export const Demo: Story = {};
