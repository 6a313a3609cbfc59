import { it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { createFakeRuntime } from '@/react/testing';
import { renderPage } from '../../tests/utils/renderPage';
import bound from './tmp.page.json?page';
vi.mock('swr/infinite', () => import('./testing/stableSwrInfinite'));
it('renders', async () => {
  const runtime = createFakeRuntime({ answers: { policyList: [{ id: 1 }] } });
  await renderPage(bound, { runtime });
  expect(await screen.findByText('共 1 张保单')).toBeInTheDocument();
});
