// Calls the API from inside the page, as the signed-in admin: in the demo build the fake backend answers
// them (it intercepts the page's fetch), so a test can make a change or read a list the way the app does.
import type { Page } from 'playwright-core';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export function callApi(
  page: Page,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, pathAndQuery, body }) => {
      const token = localStorage.getItem('admin-token') ?? '';
      const response = await fetch(`/api/${pathAndQuery}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { method, pathAndQuery, body },
  );
}

/** The signed-in admin's id, as the app keeps it. */
export const adminIdOf = (page: Page): Promise<string> =>
  page.evaluate(() => localStorage.getItem('admin') ?? '');

/** A GET the server must answer with 200; its body as the caller expects it (the server's truth, not the UI's). */
export async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const answer = await callApi(page, 'GET', pathAndQuery);
  if (answer.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${answer.status}`);
  return answer.body as T;
}
