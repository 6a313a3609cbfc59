import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import page from './SignIn.page.json?page';
import { FAR, NEAR, PLACES, RECORDS } from './fixtures';
import { installGeolocation, type Fix } from './testing';

const meta = {
  title: 'Widgets/SignIn',
  component: Harness,
  parameters: { layout: 'fullscreen', fix: NEAR },
  // Each story answers navigator.geolocation with its own fix (parameters.fix).
  decorators: [
    (Story, ctx) => {
      const fix = ctx.parameters.fix as Fix;
      installGeolocation(() => fix);
      return <Story />;
    },
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWERS = { workplacePositionQueryBind: PLACES, workplacePositionQuerySignIn: RECORDS, workplacePositionSignIn: { signTime: '2025-06-01 09:02:11' } };

/** 50 m from 东城营业部: 签到 is enabled. */
export const Full: Story = { args: { page, answers: ANSWERS } };
export const OutOfRange: Story = { args: { page, answers: ANSWERS }, parameters: { fix: FAR } };
/** Positioning never answers: 正在获取位置…. */
export const Loading: Story = { args: { page, answers: ANSWERS }, parameters: { fix: 'never' } };
export const PermissionDenied: Story = { name: 'Error', args: { page, answers: ANSWERS }, parameters: { fix: { code: 1 } } };
/** No bound workplace and no records today. */
export const Empty: Story = { args: { page, answers: { ...ANSWERS, workplacePositionQueryBind: { list: [] }, workplacePositionQuerySignIn: [] } } };
export const SignInFails: Story = {
  args: { page, answers: { ...ANSWERS, workplacePositionSignIn: () => new FakeRequestError('今日已签到', 'workplacePositionSignIn') } },
};
export const LongText: Story = {
  args: {
    page,
    answers: {
      ...ANSWERS,
      workplacePositionQueryBind: { list: [{ ...PLACES.list[1], positionName: '中国人民财产保险股份有限公司北京市东城区支公司东长安街营业部（综合柜面）', address: '北京市东城区东长安街 1 号东方广场东方经贸城中一办公楼 12 层 1201-1208 室（地铁一号线王府井站 A 口）' }] },
    },
  },
};
