import type { Meta, StoryObj } from '@storybook/react-vite';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './CarCard.page.json?page';
import { CAR_ROWS } from './fixtures';

const meta = {
  title: 'Widgets/CarCard',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const inDays = (n: number): string => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

export const Full: Story = {
  args: {
    page: inlinePage('CarCard', {
      plate: '京A12345', brand: '大众', model: '朗逸 1.5L 自动舒适版', vin: 'LSVAM4187C2184512', registerDate: '2019-05-20',
      expiryDate: inDays(12), ownerName: '张伟', onClick: [{ action: 'toast', message: '车辆详情' }],
    }),
  },
};
export const NewEnergyLapsed: Story = {
  args: { page: inlinePage('CarCard', { plate: '粤BD12345', brand: '比亚迪', model: '汉 EV', vin: 'LGXCE6CB5N0123456', expiryDate: inDays(-3) }) },
};
/** No plate yet, no model: '未上牌', '未知车型'. */
export const Minimal: Story = { args: { page: inlinePage('CarCard', { plate: '' }) } };
export const LongText: Story = {
  args: {
    page: inlinePage('CarCard', {
      plate: '京A12345', brand: '梅赛德斯-奔驰', model: 'GLE 450 4MATIC 轿跑SUV 豪华型 2023款 国VI 七座加长版', vin: 'WDC1671591A123456',
      registerDate: '2023-01-01', expiryDate: inDays(200), ownerName: '欧阳娜娜娜娜（北京某某科技有限公司）',
    }),
  },
};
export const InList: Story = { args: { page, answers: { queryCarList: CAR_ROWS }, query: { custId: 'C1001' } } };
