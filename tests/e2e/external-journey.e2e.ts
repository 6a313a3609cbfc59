/**
 * The external user's journey in Chromium against `npm start`: a customer in a linked group chat
 * (sandbox persona `external` of company 11000000) opens the robot's filing link, files themself
 * as the car's owner and sees the quotation the sandbox computed for that chat.
 */
import { describe, expect, it } from 'vitest';
import { COM_ID, expectPath, loginAt, appSuite, visibleText } from './support/app';
import { isIdCard, isLicensePlate, isMainlandPhone, maskText } from '../../src/lib';
import { createRng } from '../../sandbox/util/prng';
import { cstDate } from '../../sandbox/util/dates';
import { makeIdNumber, makeMobile, makePlate, makeVin } from '../../sandbox/seed/identity';
import { CAR_MODELS } from '../../sandbox/seed/refVehicles';

const { base, sandbox, phone } = appSuite();


/** The sandbox's group chat of the external persona of 11000000 (李娜, wmSandboxCust002). */
const CHAT_ID = 'wrSandboxGroup002';
/** Chat ids repeat across companies: the records of this chat are those of the persona's company. */
const ofChat = <T extends { comId: string; chatId: string }>(records: readonly T[]): T[] => records.filter((r) => r.comId === COM_ID && r.chatId === CHAT_ID);

interface OcrResult {
  ocrId: string;
  comId: string;
  chatId: string;
  licenseNo: string;
  frameNo: string;
  idNumber: string;
  quotePremium: number;
}
interface ChatRoomRelation {
  comId: string;
  chatId: string;
  chatName: string;
  custName: string;
  licenseNo: string;
}

/** An owner and a car made by the sandbox's own generators of valid identifiers. */
function newOwner() {
  const rng = createRng('e2e external filing');
  const model = CAR_MODELS[0];
  return {
    name: '李娜',
    idNumber: makeIdNumber(rng, '110105', cstDate(1991, 3, 18), false),
    mobile: makeMobile(rng),
    plate: makePlate(rng, '京N', false),
    vin: makeVin(rng, model.wmi, model.vds, 2021),
    brandModel: `${model.brand}${model.model}`,
  };
}

const money = (n: number): string => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('external group-chat user', () => {
  it('files a customer from the chat link and sees the quotation', async () => {
    const owner = newOwner();
    // The generators are only a convenience: the values must pass the app's own validators.
    expect(isIdCard(owner.idNumber), owner.idNumber).toBe(true);
    expect(isMainlandPhone(owner.mobile), owner.mobile).toBe(true);
    expect(isLicensePlate(owner.plate), owner.plate).toBe(true);

    const { page } = await phone();
    await loginAt(page, base, 'external', `/robot/chat-room-add-relation?chatId=${CHAT_ID}`);
    const [relation] = ofChat(await sandbox.state<ChatRoomRelation[]>('chatRoomRelations'));
    await page.getByText(`${relation.chatName}：`).waitFor({ timeout: 20000 });
    await page.getByText('证件识别结果').waitFor();

    // Fill the filing form as the owner would (the recognised name and ID number are replaced).
    await page.getByPlaceholder('与行驶证所有人一致').fill(owner.name);
    await page.getByPlaceholder('请输入身份证号码').fill(owner.idNumber);
    await page.getByPlaceholder('请输入手机号码').fill(owner.mobile);
    await page.getByRole('button', { name: '选择省份简称' }).click();
    await page.getByRole('button', { name: new RegExp(`^${owner.plate[0]} `) }).click();
    await page.getByLabel('车牌号码', { exact: true }).fill(owner.plate.slice(1));
    await page.getByPlaceholder('行驶证上的17位车辆识别代号').fill(owner.vin);
    await page.getByPlaceholder('如：长安CS75 PLUS 1.5T 豪华型').fill(owner.brandModel);
    await page.getByRole('button', { name: '提交并获取报价' }).click();

    // The quotation result of the chat's recognition record.
    await expectPath(page, '/robot/chat-room-open-quotation-detail');
    const query = new URL(page.url()).searchParams;
    expect(query.get('chatId')).toBe(CHAT_ID);
    const [ocr] = ofChat(await sandbox.state<OcrResult[]>('ocrResults'));
    expect(query.get('ocrId')).toBe(ocr.ocrId);
    await page.getByText(`${owner.plate} 车险报价`).waitFor({ timeout: 20000 });
    const result = page.locator('.shell-view:not([hidden])');
    await expect.poll(() => result.getByText('已确认').count()).toBeGreaterThan(0);
    expect(await result.getByText(money(ocr.quotePremium)).count()).toBeGreaterThan(0);
    expect(await result.getByText(relation.chatName).count()).toBeGreaterThan(0);
    // The VIN and ID number are shown masked to the external user.
    for (const value of [maskText(owner.vin), owner.brandModel, owner.name, `${owner.idNumber.slice(0, 10)}****${owner.idNumber.slice(-4)}`]) {
      expect(await result.getByText(value, { exact: true }).count(), value).toBeGreaterThan(0);
    }
    expect(await result.getByText(owner.vin).count()).toBe(0);
    expect(await visibleText(page, '报价有效期至')).toBeGreaterThan(0);

    // The sandbox kept what was filed.
    const [saved] = ofChat(await sandbox.state<ChatRoomRelation[]>('chatRoomRelations'));
    expect(saved).toMatchObject({ custName: owner.name, licenseNo: owner.plate });
  });

  it("opened without its link parameters, the quotation page says so and shows no one's quote", async () => {
    const { page } = await phone();
    await loginAt(page, base, 'external', '/robot/chat-room-open-quotation-detail');
    const view = page.locator('.shell-view:not([hidden])');
    await view.getByText('缺少报价信息').waitFor({ timeout: 20000 });
    const text = await view.innerText();
    expect(text).not.toContain('报价保费');
    for (const o of await sandbox.state<OcrResult[]>('ocrResults')) {
      for (const value of [o.licenseNo, o.frameNo, o.idNumber].filter(Boolean)) expect(text, value).not.toContain(value);
    }
  });
});
