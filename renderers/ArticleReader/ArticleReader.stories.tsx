import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import page from './ArticleReader.page.json?page';
import { ARTICLE } from './fixtures';

const meta = {
  title: 'Widgets/ArticleReader',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = {
  ...ARTICLE,
  title: '关于进一步做好2025年汛期防灾减损工作的通知：车辆涉水、地下车库积水、家庭财产水渍损失的理赔要点与客户告知话术（全文）',
  content: `${ARTICLE.content}${'<p>暴雨天气请勿驾车涉水行驶，如车辆已被水淹，切勿再次启动发动机，应第一时间拨打报案电话并拍照留存现场证据。https://www.epicc.com.cn/very/long/url/that/must/wrap/on/a/small/screen/without/horizontal/scrolling</p>'.repeat(8)}<table><tr><td>险种</td><td>保额</td><td>保费</td><td>免赔额</td><td>备注说明文字较长的一列</td></tr></table>`,
};

/** The article with the HTML editors paste (sanitised: scripts, frames and styles gone). */
export const Full: Story = { args: { page, query: { newsId: 'N1' }, answers: { getNewsDetail: ARTICLE } } };
export const Loading: Story = { args: { page, answers: { getNewsDetail: () => new Promise(() => undefined) } } };
export const Empty: Story = { args: { page, answers: { getNewsDetail: { ...ARTICLE, content: '' } } } };
export const LoadError: Story = { name: 'Error', args: { page, answers: { getNewsDetail: () => new FakeRequestError('文章不存在或已下架', 'getNewsDetail') } } };
export const LongText: Story = { args: { page, answers: { getNewsDetail: LONG } } };
