import { Button, Drawer, Space, Typography } from 'antd';
import { useState, type ReactElement } from 'react';
import { useStore } from '@/lib/store';
import { getSimulatorStore, isSimulating } from '@/wecom/getBridge';
import { contextLabel } from '@/wecom/simulator/labels';
import type { SimulatorStore } from '@/wecom/simulator/store';
import { ContextPicker } from './ContextPicker';
import { SimulatorLog } from './SimulatorLog';
import { useVerticalDrag } from './useVerticalDrag';

function Panel({ store }: { store: SimulatorStore }): ReactElement {
  const state = useStore(store);
  const [open, setOpen] = useState(false);
  const drag = useVerticalDrag(Math.round(window.innerHeight * 0.6));

  return (
    <>
      <Button
        type="primary"
        shape="round"
        size="small"
        {...drag.handlers}
        onClick={() => {
          if (!drag.consumeDrag()) setOpen(true);
        }}
        style={{ position: 'fixed', right: 8, top: drag.top, zIndex: 2000, touchAction: 'none', opacity: 0.85 }}
      >
        模拟企微
      </Button>
      <Drawer
        title="模拟企微"
        placement="bottom"
        height="75%"
        open={open}
        onClose={() => setOpen(false)}
        extra={
          <Button size="small" onClick={() => store.clear()}>
            清空记录
          </Button>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <div>
            <Typography.Text type="secondary">当前场景：{contextLabel(state.context)}</Typography.Text>
            <ContextPicker value={state.context} onChange={(context) => store.setContext(context)} />
          </div>
          <SimulatorLog log={state.log} />
        </Space>
      </Drawer>
    </>
  );
}

/**
 * Development panel for the WeCom simulator: choose the chat the page is "in" and see every call
 * the app made. Renders nothing inside the real client. `store` is for tests and stories.
 */
export function WecomSimulatorPanel(props: { store?: SimulatorStore }): ReactElement | null {
  if (!props.store && !isSimulating()) return null;
  return <Panel store={props.store ?? getSimulatorStore()} />;
}
