import type { Meta, StoryObj } from '@storybook/react-vite';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './ArticleCard.page.json?page';
import { NEWS } from './fixtures';

const meta = {
  title: 'Widgets/ArticleCard',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second] = NEWS.list;

export const Full: Story = {
  args: {
    page: inlinePage('ArticleCard', {
      title: first.title, cover: 'https://picsum.photos/seed/summer/400/300', summary: first.digest, category: first.categoryName,
      readCount: 12345, date: '2025-06-01', onClick: [{ action: 'toast', message: '打开文章' }],
    }),
  },
};
export const TopCover: Story = { args: { page: inlinePage('ArticleCard', { title: first.title, cover: 'https://picsum.photos/seed/summer/800/450', layout: 'top', readCount: 123456, date: '2025-06-01' }) } };
/** Title only: no cover (placeholder), no summary or meta. */
export const Minimal: Story = { args: { page: inlinePage('ArticleCard', { title: '端午节祝福海报' }) } };
export const LongText: Story = {
  args: { page: inlinePage('ArticleCard', { title: second.title, summary: second.digest, category: second.categoryName, readCount: 9876, date: '2025-05-20', cover: 'https://img.example.com/broken.jpg' }) },
};
/** A paginated list of cards (the first with a wide cover). */
export const InList: Story = { args: { page, answers: { queryNewsList: NEWS }, query: { categoryId: '3' } } };
