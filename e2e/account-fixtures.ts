import type { APIRequestContext } from '@playwright/test';
import { expect } from './admin-fixtures.ts';

/** The account calls the accounts and activity specs set up with (DESIGN.md section 11). */

export interface Account {
  _id: string;
  email: string;
}

export async function signInApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export async function accounts(request: APIRequestContext, token: string): Promise<Account[]> {
  const response = await request.get('/api/users', { headers: { 'X-Access-Token': token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Account[];
}

export async function addAccount(
  request: APIRequestContext,
  token: string,
  email: string,
  password: string,
) {
  const response = await request.post('/api/users/add', {
    headers: { 'X-Access-Token': token },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Removes the account if it is still there (a clean-up that works whatever the test reached). */
export async function removeAccount(request: APIRequestContext, token: string, email: string) {
  const account = (await accounts(request, token)).find((a) => a.email === email);
  if (!account) return;
  const response = await request.get(`/api/users/remove/${account._id}`, {
    headers: { 'X-Access-Token': token },
  });
  expect(response.status()).toBe(200);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}@e2e.example`;
