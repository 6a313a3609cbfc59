import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import page from './PosterGallery.page.json?page';
import local from './PosterGallery.local.page.json?page';
import { CATEGORIES, LOCAL, POSTERS, posterPage } from './fixtures';

const meta = {
  title: 'Widgets/PosterGallery',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories from a source; a tab reloads the source through page state; scroll for page 2. */
export const Full: Story = { args: { page, answers: { queryPosterCategory: CATEGORIES, queryPosterList: posterPage } } };
export const Loading: Story = { args: { page, answers: { queryPosterCategory: CATEGORIES, queryPosterList: () => new Promise(() => undefined) } } };
export const Empty: Story = { args: { page, answers: { queryPosterCategory: CATEGORIES, queryPosterList: { list: [], total: 0 } } } };
export const LoadError: Story = {
  name: 'Error',
  args: { page, answers: { queryPosterCategory: CATEGORIES, queryPosterList: () => new FakeRequestError('海报服务繁忙', 'queryPosterList') } },
};
export const LongText: Story = {
  args: {
    page,
    answers: {
      queryPosterCategory: [...CATEGORIES, { id: 'c4', name: '非车险产品推荐（家财险、意外险、健康险）' }, { id: 'c5', name: '企业客户专属' }],
      queryPosterList: { list: POSTERS.map((p) => ({ ...p, posterName: `${p.posterName}——2025 年度专属客户关怀活动海报` })), total: POSTERS.length },
    },
  },
};
/** Static categories filtered here, two columns, one broken and one missing image. */
export const TwoColumns: Story = { args: { page: local, answers: { queryAllPosters: LOCAL } } };
