// @vitest-environment node
/**
 * Walks the whole call catalogue (schemas/apis/*.json) with a manager token and checks that
 * every id answers in its declared answer style, with a specific handler and without crashing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerStyleOf, type AnswerStyle } from './answer';
import { specificHandler } from './handlers';
import { payLinkCode } from './handlers/customerRecords';
import { KNOWLEDGE_FILES } from './seed/knowledge';
import type { CompiledApi } from '@/core/types';
import { ePolicyFileCode, renewalTaskCode, serviceManagerCode } from './handlers/publicLinks';
import { withinRenewalWindow } from './seed/renewal';
import { CAR_MALLS } from './seed/carMalls';
import { createTestSandbox, type TestSandbox } from './testing/nodeFixture';
import type { CallParams, CallResult } from './testing/client';

interface Verdict {
  wellFormed: boolean;
  success: boolean;
  message: string;
}

function judge(api: CompiledApi, style: AnswerStyle, r: CallResult): Verdict {
  if (api.answer === 'blob') {
    const disposition = r.headers.get('content-disposition') ?? '';
    const pdf = new TextDecoder().decode(r.bytes.slice(0, 5)) === '%PDF-';
    return { wellFormed: disposition.startsWith("attachment; filename*=UTF-8''") && pdf, success: pdf, message: disposition };
  }
  const b = r.json as Record<string, unknown> | undefined;
  if (r.status !== 200 || !b) return { wellFormed: false, success: false, message: `HTTP ${r.status}` };
  switch (style) {
    case 'current':
    case 'older': {
      const ok = style === 'current' ? 0 : 200;
      const wellFormed = typeof b.status === 'number' && typeof b.statusText === 'string' && 'data' in b && b.status !== 16;
      return { wellFormed, success: b.status === ok, message: String(b.statusText) };
    }
    case 'old':
      return {
        wellFormed: (b.msg === 'success' && 'data' in b) || (b.msg === 'fail' && typeof b.errorMsg === 'string'),
        success: b.msg === 'success',
        message: String(b.errorMsg ?? ''),
      };
    case 'msgbool':
      return { wellFormed: typeof b.msgbool === 'boolean' && typeof b.msgString === 'string', success: true, message: String(b.msgString) };
  }
}

/**
 * Calls that answer a business failure to the shared parameter bag, by design (the failure is
 * itself checked to be well-formed and in Chinese). Keep this list short and explained.
 */
const EXPECTED_FAILURES: Record<string, string> = {
  deleteRpaApply: 'the bag names an application that is not an RPA application of the caller',
  delLeadInfo: 'the bag names no lead of the caller',
  workplacePositionSave: 'the walk calls as the manager persona, who is no branch administrator (workplace locations are theirs to keep)',
  queryRegulateCustList: 'the walk calls as the manager persona, who is no branch administrator (customer regulation is theirs)',
  queryCustTransferResult: 'the bag names no transfer of the caller',
  addOrUpdateSendMsgBlackListConfig: 'the walk calls as the manager persona, who is no branch administrator (the push configuration is theirs)',
  saveSystemConfig: 'the walk calls as the manager persona, who is no branch administrator (the company switches are theirs)',
  querySeatList: 'the walk calls as the manager persona, who is no branch administrator (seats are theirs to manage)',
  updateSeatStatus: 'the walk calls as the manager persona, who is no branch administrator (seats are theirs to manage)',
  queryPointsAllocation: 'the walk calls as the manager persona, who is no branch administrator (the points pool is theirs)',
  allocatePoints: 'the walk calls as the manager persona, who is no branch administrator (the points pool is theirs)',
  queryPointsAllocationRecords: 'the walk calls as the manager persona, who is no branch administrator (the points pool is theirs)',
};

describe('catalogue walk', () => {
  let sb: TestSandbox;
  let bag: CallParams;
  const overrides: Record<string, CallParams> = {};

  beforeAll(() => {
    sb = createTestSandbox();
    const s = sb.store.state;
    const cust = s.customers[0];
    const car = s.cars.find((c) => c.custId === cust.custId) ?? s.cars[0];
    const policy = s.policies.find((p) => p.custId === cust.custId) ?? s.policies[0];
    const claim = s.claims.find((c) => c.custId.startsWith('51')) ?? s.claims[0];
    const reviewerConfig = s.reviewerConfigs.find((c) => c.reviewerUserCode === '51010001') ?? s.reviewerConfigs[0];
    bag = {
      custId: cust.custId,
      encryptCustId: cust.encryptCustId,
      idNumber: cust.idNumber,
      externalUserId: cust.externalUserId,
      unionId: cust.unionId,
      policyNo: policy.policyNo,
      proposalNo: policy.proposalNo,
      licenseNo: encodeURIComponent(car.licenseNo),
      registNo: claim.registNo,
      newsId: s.articles[0].newsId,
      posterId: s.posters[0].posterId,
      chatId: 'wrSandboxGroup001',
      groupId: s.claimGroups[0].groupId,
      // Group messages are their sender's (scope.ts): the walk's caller is the manager 51018866.
      msgId: (s.groupMsgs.find((m) => m.userCode === '51018866') ?? s.groupMsgs[0]).msgId,
      careId: s.careMsgs[0].careId,
      applyId: s.groupApplies[0].applyId,
      configId: reviewerConfig.configId,
      recordId: s.intellRecords[0].recordId,
      workplaceId: 'WP5101',
      reviewerUserCode: '51010001',
      comId: '51000000',
      comCode: reviewerConfig.comCode,
      userCode: '51018866',
      userId: 'WangHaiTao',
      code: 'manager',
      persona: 'manager',
      type: 'wx_temporarily_do',
      configCode: 'smart_business_card',
      url: 'http://localhost:5173/customer-info/customerInfo-detail',
      question: '续保有什么优惠',
      title: '续保季温馨提示',
      content: '您的车险即将到期，续保方案已为您准备好。',
      custName: '张三',
      mobile: '13800138000',
      smsCode: '246810',
      riskCode: 'DAA',
      carUsePlace: '四川省成都市锦江区',
      filePath: 'knowledge/家庭自用汽车综合保险条款.pdf',
      pageNo: 1,
      pageSize: 10,
    };
    overrides.queryEPolicyByCodeAndIdNo = { code: policy.verifyCode, idNo: policy.idNumber, policyNo: policy.policyNo };
    overrides.getTrainingResource = { code: s.trainingResources[0].code };
    // A warning of the caller's (Sichuan) company: another company's is not theirs to send.
    overrides.sendDisasterWarningMsg = { warningId: s.disasterWarnings.find((w) => w.comCode.startsWith('51'))?.warningId ?? '' };
    // sendCustcareMsg sends the bag's care message first, and a sent message can no longer be edited.
    const unsentCare = s.careMsgs.find((m) => m.sendFlag === '0' && m.careId !== s.careMsgs[0].careId);
    overrides.modifyCustcareMsg = { careId: unsentCare?.careId ?? '' };
    overrides.refreshCustcareMsg = { careId: unsentCare?.careId ?? '' };
    overrides.login = { code: 'manager', comId: '51000000' };
    // The open payment page's call needs the code its link carries.
    overrides.whiteQueryEPayUrlInfo = { code: payLinkCode(policy.proposalNo) };
    // A follow-up names a reason of its result's type.
    overrides.saveTaskFollow = { followStatus: 'mu001', reasonType: 'note-follow', reasonCode: '01' };
    // Photos are filed from uploadAttachment answers.
    overrides.saveCustomerAttachments = { files: [{ fileId: 'F1', fileName: 'a.jpg', fileSize: 1, url: '/__sandbox/files/attachment/F1' }] };
    // Service packs and value-added services (issue 25): records of the caller's (Sichuan) company.
    const pack = s.servicePacks.find((p) => p.comCode === '51000000') ?? s.servicePacks[0];
    overrides.queryServicePackDetail = { packId: pack.packId };
    overrides.updateServicePackStatus = { packId: pack.packId, status: '1' };
    overrides.saveServicePack = { packType: '1', packName: '巡检车主服务包', validFrom: '2030-01-01', validTo: '2030-12-31', items: [{ itemCode: 'S01', times: 2 }], groupingCode: 'FZ51001' };
    overrides.queryGroupingCodeDetail = { groupingCode: 'FZ51001' };
    overrides.queryPrpDictList = { codeType: 'groupingCode' };
    const today = new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10);
    const plan = s.valueAddedPlans.find((p) => p.comCode === '51000000' && p.status === '1' && p.startDate <= today && today <= p.endDate) ?? s.valueAddedPlans[0];
    overrides.queryValueAddedPlanDetail = { planId: plan.planId };
    overrides.saveValueAddedPlan = { planName: '巡检方案', startDate: '2030-01-01', endDate: '2030-12-31', itemCodes: ['S01'], totalQuota: 10 };
    overrides.queryValueAddedBatchDetail = { batchNo: s.valueAddedBatches.find((b) => b.planId === plan.planId)?.batchNo ?? '' };
    const sichuanManager = s.staff.find((x) => x.persona === 'manager' && x.comId === '51000000');
    const own = s.customers.find((c) => c.managerUserCode === sichuanManager?.userCode);
    const taken = (s.serviceGrants ?? []).filter((g) => g.custId === own?.custId && g.planId === plan.planId && g.status === '1').map((g) => g.itemCode);
    overrides.allocateValueAddedService = { custId: own?.custId ?? '', planId: plan.planId, itemCode: plan.items.find((i) => !taken.includes(i.itemCode))?.itemCode ?? '' };
    overrides.resetServiceGrant = { grantId: (s.serviceGrants ?? []).find((g) => g.userCode === sichuanManager?.userCode && g.status === '1')?.grantId ?? '', reason: '误发放' };
    // Issue 24: a knowledge document that exists, and a care type the caller has unsent messages of
    // (sent once by the walk, so named here rather than left to the bag).
    overrides.getFileInfoByFileName = { fileName: KNOWLEDGE_FILES[0].fileName };
    overrides.massSendCustcareMsg = { careType: s.careMsgs.find((m) => m.userCode === sichuanManager?.userCode && m.sendFlag === '0')?.careType ?? '' };
    // Issue 26's open links carry their own keys: a policy's check code, a file's or a card's code.
    const live = s.policies.find((p) => p.status === '1') ?? policy;
    overrides.confirmQRCodeLoginPC = { key: 'pcqr7f3a9c21', code: 'manager', confirm: '1' };
    overrides.whiteGetInsureUrl = { code: s.products[0].productCode };
    overrides.whiteSaveCarUsePlace = { unionId: cust.unionId, provinceCode: '510000', cityCode: '510100', areaCode: '510104' };
    const renewal = s.policies.find((p) => p.status === '1' && withinRenewalWindow(p.endDate, Date.now()) && s.customers.some((c) => c.custId === p.custId && c.managerUserCode));
    const renewalOwner = s.customers.find((c) => c.custId === renewal?.custId)?.managerUserCode ?? '';
    overrides.whiteQueryRenewalTasks = { code: renewalTaskCode(renewalOwner) };
    overrides.whiteQueryFollowUpNotes = { code: renewalTaskCode(renewalOwner), policyNo: renewal?.policyNo ?? '' };
    overrides.whiteSaveFollowUpNote = { code: renewalTaskCode(renewalOwner), policyNo: renewal?.policyNo ?? '', followStatus: 'mu001', content: '已电话联系客户' };
    const mallCar = s.cars.find((c) => c.licenseNo && s.customers.some((x) => x.custId === c.custId && x.comId === '51000000'));
    overrides.whiteQueryCarMallCustomer = { mallCode: CAR_MALLS.find((m) => m.comId === '51000000')?.mallCode ?? '', licenseNo: mallCar?.licenseNo ?? '' };
    overrides.whiteQueryJointSales = { kind: 'ebs' };
    const scChat = s.chatRoomRelations.find((r) => r.comId === '51000000' && r.chatId === 'wrSandboxGroup001');
    overrides.whiteBindChatRoomUser = { chatId: 'wrSandboxGroup001', mobile: s.customers.find((c) => c.custId === scChat?.custId)?.mobile ?? '', externalUserId: 'wmWalk001' };
    overrides.whiteDownloadEPolicy = { policyNo: live.policyNo, code: live.verifyCode };
    overrides.whiteQueryShareFile = { fileCode: ePolicyFileCode(live.custId) };
    overrides.whiteDownloadFile = { fileCode: ePolicyFileCode(live.custId) };
    // Issue 23's partner enterprises: a new one with its own credit code, and a seeded one of the caller's company.
    overrides.addEnterpriseConfig = { companyName: '成都巡检汽车服务有限公司', creditCode: '91510104MA6CWALK01', enterpriseType: '2', contactName: '王强', contactPhone: '13800138000' };
    overrides.updateEnterpriseConfigStatus = { enterpriseId: (s.enterprises ?? []).find((e) => e.comId === '51000000')?.enterpriseId ?? '', status: '0' };
    overrides.whiteQueryServiceManagerCard = { code: serviceManagerCode(s.staff.find((x) => x.managerRecord)?.userCode ?? '') };
  });

  it('has a specific handler for every catalogue id', () => {
    const generic = sb.catalogue.filter((api) => !specificHandler(api)).map((api) => api.id);
    expect(generic).toEqual([]);
  });

  it('answers every id in its declared style', async () => {
    // logout ends the session, so it goes last; reviews need the reviewer.
    const ordered = [...sb.catalogue.filter((a) => a.id !== 'logout'), ...sb.catalogue.filter((a) => a.id === 'logout')];
    // Calls that need another persona: reviews need the reviewer; sign-in needs a bound workplace
    // (the catalogue's unBind runs before signIn).
    const tokens: Record<string, string> = { reviewApplyCreateGroup: sb.login('reviewer'), workplacePositionSignIn: sb.login('claims-advisor') };
    // Partner enterprises are the administrator's (the reviewer persona is one).
    for (const id of ['queryEnterpriseConfigList', 'addEnterpriseConfig', 'updateEnterpriseConfigStatus']) tokens[id] = tokens.reviewApplyCreateGroup;
    const problems: string[] = [];
    const failures: string[] = [];
    for (const api of ordered) {
      const style = answerStyleOf(api);
      const params = { ...bag, ...(overrides[api.id] ?? {}) };
      if (api.id === 'reviewApplyCreateGroup') params.applyId = sb.store.state.groupApplies.find((a) => a.status === '0')?.applyId ?? '';
      const r = await sb.call(api.id, params, tokens[api.id] ? { token: tokens[api.id] } : {});
      const verdict = judge(api, style, r);
      if (!verdict.wellFormed) problems.push(`${api.id} (${style}): ${JSON.stringify(r.json) ?? verdict.message}`);
      else if (!verdict.success) failures.push(api.id);
      if (verdict.message === '系统繁忙，请稍后再试') problems.push(`${api.id}: handler crashed`);
      if (!verdict.success) expect(verdict.message, api.id).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(problems).toEqual([]);
    expect(failures.sort()).toEqual(Object.keys(EXPECTED_FAILURES).filter((id) => sb.catalogue.some((a) => a.id === id)).sort());
  });

  it('answers the same call on the path without .do (the wx_request_do switch)', async () => {
    const fresh = createTestSandbox();
    const doCalls = fresh.catalogue.filter((a) => a.path.endsWith('.do') && a.id !== 'logout');
    expect(doCalls.length).toBeGreaterThan(50);
    for (const api of doCalls) {
      const r = await fresh.call(api.id, bag, { stripDo: true });
      expect(r.status, api.id).toBe(200);
      expect(judge(api, answerStyleOf(api), r).wellFormed, api.id).toBe(true);
    }
  });
});
