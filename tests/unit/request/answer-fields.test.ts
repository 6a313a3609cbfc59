import { describe, expect, it } from 'vitest';
import { normaliseAnswerFields } from '@/request/answerFields';
import { formatDateTime } from '@/lib/datetime';

describe('normaliseAnswerFields', () => {
  it('drops the text after !! of identifier fields only, at any depth', () => {
    const answer = { list: [{ policyNo: 'PDAA1!!secret', remark: '优惠!!速来', nested: { custId: '11!!x' } }], total: 1 };
    expect(normaliseAnswerFields(answer)).toEqual({ list: [{ policyNo: 'PDAA1', remark: '优惠!!速来', nested: { custId: '11' } }], total: 1 });
  });

  it('shows 10-digit seconds, 13-digit milliseconds and long date strings as YYYY-MM-DD HH:mm:ss; short dates stay', () => {
    const seconds = Math.floor(Date.now() / 1000);
    const out = normaliseAnswerFields({ createTime: seconds, updateTime: String(seconds * 1000), sendDate: '2026-11-15 10:00:00.0', startDate: '2026-11-15', count: seconds }) as Record<string, unknown>;
    expect(out.createTime).toBe(formatDateTime(seconds * 1000));
    expect(out.updateTime).toBe(formatDateTime(seconds * 1000));
    expect(out.sendDate).toBe('2026-11-15 10:00:00');
    expect(out.startDate).toBe('2026-11-15');
    expect(out.count).toBe(seconds);
  });

  it('returns the same object when nothing changes', () => {
    const answer = { list: [{ policyNo: 'PDAA1', startDate: '2026-11-15' }] };
    expect(normaliseAnswerFields(answer)).toBe(answer);
  });
});
