import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import page from './OcrForm.page.json?page';
import direct from './OcrForm.direct.page.json?page';

const meta = {
  title: 'Widgets/OcrForm',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const ID = { data: { name: '张伟', idNo: '110101199003074514', address: '北京市东城区东华门街道某某胡同 1 号' } };
const LONG = { data: { name: '欧阳娜娜娜娜', idNo: '510100198805121232', address: '四川省成都市高新区天府大道北段某某国际社区二期十八栋三单元二十二楼 2203 号（近地铁一号线天府五街站）' } };

/** Pick a photo: upload, recognition, then the editable result. */
export const Full: Story = { args: { page, query: { custId: 'C1001' }, answers: { uploadAttachment: { url: 'u' }, getRobotQtOcrResult: ID, updateRobotQtOcrResult: {} } } };
/** Recognition takes 3 s: 正在识别…. */
export const Loading: Story = { args: { page, delayMs: 3000, answers: { uploadAttachment: { url: 'u' }, getRobotQtOcrResult: ID } } };
/** Nothing recognised: an empty form to fill by hand. */
export const Empty: Story = { args: { page, answers: { uploadAttachment: { url: 'u' }, getRobotQtOcrResult: { data: {} } } } };
export const OcrError: Story = {
  name: 'Error',
  args: { page, answers: { uploadAttachment: { url: 'u' }, getRobotQtOcrResult: () => new FakeRequestError('图片模糊，无法识别', 'getRobotQtOcrResult') } },
};
export const LongText: Story = { args: { page, answers: { uploadAttachment: { url: 'u' }, getRobotQtOcrResult: LONG } } };
/** No upload call: the photo goes straight to the OCR call. */
export const DirectOcr: Story = { args: { page: direct, answers: { ocrDrivingLicense: { plateNo: '京A12345', vin: 'LSVAM4187C2184512' } } } };
