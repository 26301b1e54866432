import type { ImpactStatement, Verification } from '@foodshare/contracts/impact-statement';
import { expect } from 'vitest';
import type { TestBrowser } from './test-app';

/** The ESG statement `browser`'s person is given for `query` (docs/product.md §13). */
export async function statementOf(browser: TestBrowser, query = ''): Promise<ImpactStatement> {
  const response = await browser.get(`/api/impact/statement?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The public verification of statement `id`, asked by `browser` (anyone may ask). */
export async function verifyStatement(browser: TestBrowser, id: string): Promise<Verification> {
  const response = await browser.get(`/api/impact/statements/${id}/verify`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
