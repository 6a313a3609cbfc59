import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getCustomerState,
  resetCustomer,
  setCustomerInfo,
  setCustomerLabels,
  setServicePackOrgCode,
  setTeamBulletin,
  setValueAddedOrgCode,
  useCustomer,
} from '@/state';

beforeEach(() => resetCustomer());
afterEach(cleanup);

describe('customer store', () => {
  it('sets and gets every field of spec 3.3', () => {
    setCustomerInfo({ custId: 'C001', custName: '张伟' });
    setCustomerLabels('all', [{ labelName: '高价值' }]);
    setCustomerLabels('wechatFollowUsers', [{ userId: 'u1' }]);
    setCustomerLabels('eSale', [{ labelName: '电销' }]);
    setCustomerLabels('nonCarESale', [{ labelName: '非车电销' }]);
    setServicePackOrgCode('51000000');
    setValueAddedOrgCode('51010000');
    setTeamBulletin({ bindRate: 0.8 });

    expect(getCustomerState()).toEqual({
      customerInfo: { custId: 'C001', custName: '张伟' },
      labels: {
        all: [{ labelName: '高价值' }],
        wechatFollowUsers: [{ userId: 'u1' }],
        eSale: [{ labelName: '电销' }],
        nonCarESale: [{ labelName: '非车电销' }],
      },
      servicePackOrgCode: '51000000',
      valueAddedOrgCode: '51010000',
      teamBulletin: { bindRate: 0.8 },
    });
    resetCustomer();
    expect(getCustomerState().customerInfo).toBeNull();
  });

  it('re-renders a component using the hook', () => {
    function Name() {
      const info = useCustomer((s) => s.customerInfo);
      return <span>{typeof info?.custName === 'string' ? info.custName : '无'}</span>;
    }
    render(<Name />);
    expect(screen.getByText('无')).toBeInTheDocument();
    act(() => setCustomerInfo({ custName: '李娜' }));
    expect(screen.getByText('李娜')).toBeInTheDocument();
  });
});
