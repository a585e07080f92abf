/** What a route handler gets: the request, already parsed and (for admin routes) authenticated. */
import type { CodeBook } from '../auth/codes';
import type { AccountRecord } from '../db/records';
import type { DemoStore } from '../db/store';
import type { Answer } from './answer';
import type { Body } from './request';

/** The server's state. `store` is replaced by reset(). */
export interface Backend {
  store: DemoStore;
  codes: CodeBook;
  now(): number;
}

export interface RouteContext {
  store: DemoStore;
  codes: CodeBook;
  nowMs: number;
  params: Record<string, string>;
  /** The JSON body ({} when none). */
  body: Body;
  /** The multipart body, when one was sent. */
  form: FormData | null;
  query(name: string): string;
  /** The signed-in admin on admin routes. */
  actor: AccountRecord;
}

export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Relative to the apiBase, in Mirage's `:param` syntax. */
  path: string;
  access: 'public' | 'admin';
  /** Saves the database after a successful answer. */
  saves?: boolean;
  handle(context: RouteContext): Answer | Promise<Answer>;
}

/** Placeholder actor for public routes, which never read it. */
export const NO_ACTOR: AccountRecord = {
  _id: '',
  kind: 'vendor',
  name: '',
  email: '',
  passwordHash: '',
  image: '',
  role: '',
  location: '',
  createdAt: '',
  verified: false,
};
