/**
 * Issue 26's public pages against the sandbox, opened as a customer or a scanning phone without a
 * staff session: what they show, the calls they make (open ones only) and one failure each.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { catalogue } from '@/app/schemaData';
import { appServices } from '@/app/services';
import { configureRequest } from '@/request';
import { ePolicyFileCode, renewalTaskCode, serviceManagerCode } from '@sandbox/handlers/publicLinks';
import { withinRenewalWindow } from '@sandbox/seed/renewal';
import { CAR_MALLS } from '@sandbox/seed/carMalls';
import { JOINT_SALES } from '@sandbox/seed/jointSales';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { loginOnlyCalls, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';

const anonymous = (pageId: string, query: Record<string, string>, extra: { params?: Record<string, string> } = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'anonymous', comId: BJ, query, ...extra });

startEachTestFresh(sandbox, { resetStore: true });

/** What the request layer shows for a download answered with a message (spec/calls.md, File download). */
const notices: string[] = [];
const alerts: string[] = [];
const saved: string[] = [];
beforeEach(() => {
  notices.length = 0;
  alerts.length = 0;
  saved.length = 0;
  configureRequest({ apis: catalogue, baseURL: '', reload: () => undefined, onNotice: (m) => notices.push(m), onAlert: (m) => alerts.push(m) });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

/** Opens a public page whose download goes through the real request layer, recorded with the other calls. */
async function withDownloads(pageId: string, query: Record<string, string>): Promise<SandboxPage> {
  let recorded: SandboxPage['requests'] = [];
  const h = await openSandboxPage(sandbox, pageId, {
    persona: 'anonymous',
    comId: BJ,
    query,
    overrides: {
      download: (api, params) => {
        recorded.push([api, params, undefined]);
        return appServices.download(api, params);
      },
    },
  });
  recorded = h.requests;
  return h;
}

describe('root/pc-qr-code-login', () => {
  it('confirms the PC login for the scanning user, with open calls only', async () => {
    const h = await anonymous('root/pc-qr-code-login', { key: 'pcqr7f3a9c21', code: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: '确认登录' }, { timeout: 8000 }));
    expect(await screen.findByText('已确认登录', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('confirmQRCodeLoginPC')[0][1]).toEqual({ key: 'pcqr7f3a9c21', code: 'manager', confirm: '1' });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('refuses it on 取消登录', async () => {
    const h = await anonymous('root/pc-qr-code-login', { key: 'pcqr7f3a9c21', code: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: '取消登录' }, { timeout: 8000 }));
    expect(await screen.findByText('已取消登录', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('confirmQRCodeLoginPC')[0][1]).toMatchObject({ confirm: '0' });
  });

  it('tells the user when the QR code has expired and stays on the confirmation', async () => {
    const h = await anonymous('root/pc-qr-code-login', { key: 'x1', code: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: '确认登录' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast').some(([m]) => m === '二维码已失效，请在电脑端刷新二维码后重新扫码')).toBe(true));
    expect(screen.queryByText('已确认登录')).toBeNull();
    expect(screen.getByText('电脑端登录确认')).toBeInTheDocument();
  });

  it('explains a scan without a QR key and calls nothing', async () => {
    const h = await anonymous('root/pc-qr-code-login', {});
    expect(await screen.findByText('二维码信息缺失')).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});

describe('external/download-policy-single', () => {
  const policyOf = (status: '1' | '2' | '3') => {
    const p = sandbox.store.state.policies.find((x) => x.comCode.startsWith('11') && x.status === status);
    if (!p) throw new Error(`seed: a Beijing policy of status ${status}`);
    return p;
  };

  it('shows the linked policy and saves its PDF under the server\'s file name, through open calls only', async () => {
    const policy = policyOf('1');
    const h = await withDownloads('external/download-policy-single', { policyNo: policy.policyNo, code: policy.verifyCode });
    expect(await screen.findByText(policy.policyNo, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('保单信息')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载电子保单' }));
    await waitFor(() => expect(saved).toEqual([`电子保单-${policy.riskName}-${policy.policyNo}.pdf`]));
    expect(h.called('whiteDownloadEPolicy')[0][1]).toEqual({ policyNo: policy.policyNo, code: policy.verifyCode });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('shows the server\'s notice for an expired policy and saves nothing', async () => {
    const policy = policyOf('2');
    await withDownloads('external/download-policy-single', { policyNo: policy.policyNo, code: policy.verifyCode });
    await userEvent.click(await screen.findByRole('button', { name: '下载电子保单' }, { timeout: 8000 }));
    await waitFor(() => expect(notices).toEqual(['该保单已满期，电子保单不再提供下载，如需保单凭证请联系您的客户经理']));
    expect(saved).toEqual([]);
  });

  it('refuses a wrong check code', async () => {
    const policy = policyOf('1');
    await withDownloads('external/download-policy-single', { policyNo: policy.policyNo, code: '000000' });
    expect(await screen.findAllByText('验证码或证件号码不正确，请核对后重试', {}, { timeout: 8000 })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: '下载电子保单' })).toBeNull();
  });
});

describe('external/download-file', () => {
  const customerWithPolicies = () => {
    const { customers, policies } = sandbox.store.state;
    const c = customers.find((x) => x.comId === BJ && policies.filter((p) => p.custId === x.custId && p.status === '1').length >= 2);
    if (!c) throw new Error('seed: a Beijing customer with two policies in force');
    return { customer: c, inForce: policies.filter((p) => p.custId === c.custId && p.status === '1') };
  };

  it('lists the policies the shared file holds and saves it, through open calls only', async () => {
    const { customer, inForce } = customerWithPolicies();
    const h = await withDownloads('external/download-file', { fileCode: ePolicyFileCode(customer.custId) });
    const name = `电子保单-${customer.custName}-${inForce.length}张.pdf`;
    expect(await screen.findByText(name, {}, { timeout: 8000 })).toBeInTheDocument();
    for (const p of inForce) expect(await screen.findByText(p.policyNo)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下载文件' }));
    await waitFor(() => expect(saved).toEqual([name]));
    expect(h.called('whiteDownloadFile')[0][1]).toEqual({ fileCode: ePolicyFileCode(customer.custId) });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('tells the customer when the link is invalid', async () => {
    await withDownloads('external/download-file', { fileCode: '0123456789ABCDEF0123' });
    expect(await screen.findAllByText('文件链接无效或已过期，请联系您的客户经理重新发送', {}, { timeout: 8000 })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: '下载文件' })).toBeNull();
  });
});

describe('external-insure-link/external-insure-link', () => {
  it('resolves the product code, shows the product and the sharer, and opens the insurer\'s order page', async () => {
    const product = sandbox.store.state.products[5];
    const sharer = sandbox.store.state.staff.find((x) => x.comId === BJ && x.managerRecord)!;
    const h = await anonymous('external-insure-link/external-insure-link', { userCode: sharer.userCode }, { params: { code: product.productCode } });
    expect(await screen.findByText(product.productName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(sharer.userName)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '立即投保' }));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    const url = new URL(String(h.rt.callsOf('openUrl')[0][0]));
    expect(url.host).toBe('m.epicc.com.cn');
    expect(url.pathname.endsWith(product.productCode)).toBe(true);
    expect(url.searchParams.get('shareUserCode')).toBe(sharer.userCode);
    expect(h.called('whiteGetInsureUrl')[0][1]).toEqual({ code: product.productCode, userCode: sharer.userCode });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('shows the message for a code that names no product, with nothing to tap', async () => {
    await anonymous('external-insure-link/external-insure-link', {}, { params: { code: 'PRDNONE' } });
    expect(await screen.findByText('投保链接无效或产品已下架', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即投保' })).toBeNull();
  });
});

describe('open-service-manager/open-service-manager', () => {
  it('shows the manager\'s card the code names and dials the number, through open calls only', async () => {
    const staff = sandbox.store.state.staff.find((x) => x.comId === BJ && x.managerRecord)!;
    const h = await anonymous('open-service-manager/open-service-manager', {}, { params: { code: serviceManagerCode(staff.userCode) } });
    expect(await screen.findByText(staff.userName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(staff.managerRecord!.introduce)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '拨打电话' }));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toEqual([[`tel:${staff.mobile}`, false]]));
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('refuses a code that names no card (a user code in clear is not a code)', async () => {
    const staff = sandbox.store.state.staff.find((x) => x.comId === BJ && x.managerRecord)!;
    await anonymous('open-service-manager/open-service-manager', {}, { params: { code: staff.userCode } });
    expect(await screen.findByText('服务经理信息不存在或已停用，请联系您的客户经理', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(staff.userName)).toBeNull();
  });
});

describe('root/car-use-place', () => {
  const customer = () => {
    const { customers, cars } = sandbox.store.state;
    const c = customers.find((x) => x.comId === BJ && x.unionId && cars.some((car) => car.custId === x.custId));
    if (!c) throw new Error('seed: a Beijing customer with a unionId and a car');
    return c;
  };

  it('shows the place on file for the link\'s customer (name masked) and saves it again, through open calls only', async () => {
    const c = customer();
    sandbox.store.write(() => {
      c.carUsePlace = '北京市朝阳区';
    });
    const h = await anonymous('root/car-use-place', { comId: BJ, unionId: c.unionId });
    expect(await screen.findByText('北京市朝阳区', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`${c.custName[0]}${'*'.repeat(Math.max(1, c.custName.length - 1))}`)).toBeInTheDocument();
    expect(screen.queryByText(c.custName)).toBeNull();
    await screen.findByText('朝阳区', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('提交成功', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('whiteSaveCarUsePlace')[0][1]).toMatchObject({ unionId: c.unionId, provinceCode: '110000', cityCode: '110100', areaCode: '110105' });
    expect(c.carUsePlace).toBe('北京市朝阳区');
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('asks for the province before saving, and saves nothing', async () => {
    const c = customer();
    const h = await anonymous('root/car-use-place', { comId: BJ, unionId: c.unionId });
    const save = await screen.findByRole('button', { name: /保\s*存/ }, { timeout: 8000 });
    // The province's placeholder says 请选择省份 too: its message makes a second.
    expect(screen.getAllByText('请选择省份')).toHaveLength(1);
    await userEvent.click(save);
    await waitFor(() => expect(screen.getAllByText('请选择省份')).toHaveLength(2));
    expect(h.called('whiteSaveCarUsePlace')).toHaveLength(0);
  });

  it('tells a customer whose link names no customer', async () => {
    await anonymous('root/car-use-place', { comId: BJ, unionId: 'o-nobody' });
    expect(await screen.findByText('未查询到您的投保信息，请联系您的客户经理', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('renewal-task pages', () => {
  /** A Beijing manager with renewal tasks, and their tasks' policies soonest first (from the sandbox state). */
  const manager = () => {
    const { staff, customers, policies } = sandbox.store.state;
    for (const s of staff.filter((x) => x.comId === BJ)) {
      const mine = new Set(customers.filter((c) => c.managerUserCode === s.userCode).map((c) => c.custId));
      const due = policies
        .filter((p) => p.status === '1' && mine.has(p.custId) && withinRenewalWindow(p.endDate, Date.now()))
        .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.policyNo.localeCompare(b.policyNo));
      if (due.length > 0) return { staff: s, due };
    }
    throw new Error('seed: a Beijing staff member with renewal tasks');
  };

  it('lists the link\'s renewal tasks soonest first and opens a task\'s notes, through open calls only', async () => {
    const { staff, due } = manager();
    const code = renewalTaskCode(staff.userCode);
    const h = await anonymous('renewal-task/renewal-task', { code });
    expect(await screen.findByText(new RegExp(`共 ${due.length} 项待跟进`), {}, { timeout: 8000 })).toBeInTheDocument();
    const first = sandbox.store.state.customers.find((c) => c.custId === due[0].custId)!;
    await userEvent.click((await screen.findAllByText(first.custName))[0]);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0].slice(0, 2)).toEqual(['/renewal-task/notes-of-follow-up-information', { code, policyNo: due[0].policyNo }]);
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('adds a follow-up note; a success moves the task to 已完成', async () => {
    const { staff, due } = manager();
    const code = renewalTaskCode(staff.userCode);
    const h = await anonymous('renewal-task/notes-of-follow-up-information', { code, policyNo: due[0].policyNo });
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('还没有跟进记录，联系客户后请及时记录', {}, { timeout: 8000 });
    await userEvent.click(await screen.findByRole('radio', { name: '跟进成功' }, { timeout: 8000 }));
    fireEvent.change(screen.getByPlaceholderText(/如：已电话联系/), { target: { value: '客户已同意续保，已发送报价' } });
    await userEvent.click(screen.getByRole('button', { name: '保存跟进记录' }));
    expect(await screen.findByText('客户已同意续保，已发送报价', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('whiteSaveFollowUpNote')[0][1]).toMatchObject({ code, policyNo: due[0].policyNo, followStatus: 'mu002' });
    expect(loginOnlyCalls(h)).toEqual([]);
    const list = await anonymous('renewal-task/renewal-task', { code, tab: 'done' });
    expect(await screen.findByText('共 1 项已完成的续保任务', { exact: false }, { timeout: 8000 })).toBeInTheDocument();
    expect(list.called('whiteQueryRenewalTasks')[0][1]).toMatchObject({ status: 'done' });
  }, 60000);

  it('refuses a link whose code names no one', async () => {
    await anonymous('renewal-task/renewal-task', { code: '000000000000000000000000' });
    expect(await screen.findAllByText('续保任务链接无效或已过期，请重新获取', {}, { timeout: 8000 })).not.toHaveLength(0);
  });
});

describe('management-of-car-mall/che-shang-tong', () => {
  /** Types a plate into the PlateInput: the prefix from its grid (an antd popup, slow to build under jsdom). */
  async function typePlate(plate: string): Promise<void> {
    await userEvent.click(await screen.findByRole('button', { name: '选择省份简称' }, { timeout: 8000 }));
    const grid = await screen.findByRole('group', { name: '省份简称' });
    const key = Array.from(grid.querySelectorAll('button')).find((b) => b.textContent === plate[0]);
    if (!key) throw new Error(`no prefix key ${plate[0]}`);
    await userEvent.click(key);
    fireEvent.change(screen.getByRole('textbox', { name: '车牌号码' }), { target: { value: plate.slice(1) } });
  }
  const mall = CAR_MALLS.find((m) => m.comId === BJ)!;

  it('finds the plate\'s owner (masked), policies and manager in the mall\'s company, through open calls only', async () => {
    const { cars, customers, policies, staff } = sandbox.store.state;
    const car = cars.find((c) => c.licenseNo && customers.some((x) => x.custId === c.custId && x.comId === BJ) && policies.some((p) => p.custId === c.custId && p.status === '1'))!;
    const owner = customers.find((x) => x.custId === car.custId)!;
    const manager = staff.find((s) => s.userCode === owner.managerUserCode)!;
    const h = await anonymous('management-of-car-mall/che-shang-tong', { mallCode: mall.mallCode });
    await typePlate(car.licenseNo);
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('保单到期情况', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(car.brandModel)).toBeInTheDocument();
    expect(screen.queryByText(owner.custName)).toBeNull();
    expect(screen.getByText(manager.userName)).toBeInTheDocument();
    expect(h.called('whiteQueryCarMallCustomer')[0][1]).toEqual({ mallCode: mall.mallCode, licenseNo: car.licenseNo });
    expect(screen.getByRole('textbox', { name: '车牌号码' })).toHaveValue(car.licenseNo.slice(1));
    expect(loginOnlyCalls(h)).toEqual([]);
  }, 60000);

  it('tells the dealer a plate has no insurance record and keeps it typed', async () => {
    await anonymous('management-of-car-mall/che-shang-tong', { mallCode: mall.mallCode });
    await typePlate('京Z9Z9Z9');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('未查询到该车牌的投保信息', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '车牌号码' })).toHaveValue('Z9Z9Z9');
  }, 60000);

  it('refuses without the mall\'s link code and calls nothing', async () => {
    const h = await anonymous('management-of-car-mall/che-shang-tong', {});
    expect(await screen.findByText('请通过车商通入口打开客户信息查询。')).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});

describe('external/intelligent-boot-assistant', () => {
  it('answers a frequent question from the customer knowledge, through open calls only', async () => {
    const faq = sandbox.store.state.faqs.find((f) => f.category === '理赔')!;
    const h = await anonymous('external/intelligent-boot-assistant', {});
    await userEvent.click(await screen.findByText(faq.question, {}, { timeout: 8000 }));
    expect(await screen.findByText(faq.answer, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('whiteChatWithChatBot')[0][1]).toMatchObject({ question: faq.question });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('does not offer or answer the staff how-tos', async () => {
    const staffOnly = sandbox.store.state.faqs.find((f) => f.category === '系统')!;
    await anonymous('external/intelligent-boot-assistant', {});
    await screen.findByText('您好，我是人保智能引导助手', {}, { timeout: 8000 });
    expect(screen.queryByText(staffOnly.question)).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('输入问题，如：理赔需要哪些资料？'), `${staffOnly.question}{enter}`);
    expect(await screen.findByText(/建议您换个问法，或拨打95518/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(staffOnly.answer)).toBeNull();
  });
});

describe('robot/ebs-joint-sales-selector (both selectors)', () => {
  const people = (kind: 'ebs' | 'lco') => JOINT_SALES.filter((x) => x.kind === kind && x.comId === BJ);

  it('lists the life company\'s agents of the company and returns the pick to the form that opened it', async () => {
    const [first] = people('lco');
    const h = await openSandboxPage(sandbox, 'robot/ebs-joint-sales-selector', {
      persona: 'anonymous', comId: BJ, route: 'LcoJointSalesSelector', query: { comId: BJ, returnTo: '/robot/trans-proposal?chatId=wrSandboxGroup001' },
    });
    await userEvent.click(await screen.findByText(first.salesName, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('openUrl')).toHaveLength(1));
    expect(h.rt.callsOf('openUrl')[0]).toEqual([`/robot/trans-proposal?chatId=wrSandboxGroup001&jointSalesKind=lco&jointSalesCode=${first.salesCode}&jointSalesName=${first.salesName}`, true]);
    expect(screen.queryByText(people('ebs')[0].salesName)).toBeNull();
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('searches the e-business staff, and copies the code when opened on its own', async () => {
    const target = people('ebs')[3];
    const h = await openSandboxPage(sandbox, 'robot/ebs-joint-sales-selector', { persona: 'anonymous', comId: BJ, route: 'EbsJointSalesSelector', query: { comId: BJ } });
    await userEvent.type(await screen.findByPlaceholderText('姓名/工号/机构', {}, { timeout: 8000 }), `${target.salesCode}{enter}`);
    await waitFor(() => expect(h.called('whiteQueryJointSales').some(([, p]) => p.keyword === target.salesCode)).toBe(true));
    await userEvent.click(await screen.findByText(target.salesName, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[target.salesCode]]));
  });
});
