import { it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { createFakeRuntime } from '@/react/testing';
import { renderPage } from '../../tests/utils/renderPage';
import simplePage from './List.simple.page.json?page';
it('x', async () => {
  console.log('start');
  const runtime = createFakeRuntime({ answers: { queryPolicyList: { policyList: [{ productName: 'A' }] } } });
  await renderPage(simplePage, { runtime });
  console.log('rendered');
  expect(await screen.findByText('A')).toBeInTheDocument();
});
