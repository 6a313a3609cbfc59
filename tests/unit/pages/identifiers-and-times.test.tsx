/**
 * Identifiers and times as a real server sends them (spec/calls.md 9) reach the screen as the spec
 * says, on any page: an identifier's text after '!!' is never shown, 10-digit timestamps are
 * seconds, date strings are cut to 19 characters. The request layer applies it to every answer;
 * here a claim in the sandbox carries a marked report number and times in those shapes.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatDateTime } from '@/lib/datetime';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
startEachTestFresh(sandbox, { resetStore: true });
const YU = { custId: '1143827748278972', encryptCustId: 'EA53FA209F31C56EFF6E6BA108FCB661' };

describe('identifiers and times from the server', () => {
  it('claim-schedule shows the report number before its !! marker and the times of seconds and long date strings', async () => {
    const claim = sandbox.store.state.claims.filter((c) => c.custId === YU.custId).sort((a, b) => b.reportTime.localeCompare(a.reportTime))[0];
    const plain = claim.registNo;
    const { reportTime, accidentTime } = claim;
    const marked = `${plain}!!7F3A9C21`;
    sandbox.store.write(() => {
      claim.registNo = marked;
      // Seconds since the epoch, and a database timestamp with its fraction.
      claim.reportTime = String(Math.floor(new Date(reportTime.replace(' ', 'T')).getTime() / 1000));
      claim.accidentTime = `${accidentTime}.0`;
    });
    await openSandboxPage(sandbox, 'customer-info/claim-schedule', { persona: 'manager', query: { registNo: marked, ...YU } });
    expect(await screen.findByText(`报案号 ${plain}`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText(formatDateTime(reportTime, 'YYYY-MM-DD HH:mm')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(formatDateTime(accidentTime, 'YYYY-MM-DD HH:mm')).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('!!');
    expect(document.body.textContent).not.toContain('7F3A9C21');
  });
});
