// Test support for the lead forms' component tests, never imported by an app.
import type { LeadPostAnswer } from '@app/domain';

/** One post a `<LeadForm>` sent with fetch: where, its fields and its headers. */
export interface LeadPost {
  url: string;
  fields: Record<string, string>;
  headers: Record<string, string>;
}

/** A JSON answer as the server gives one. */
export function leadAnswer(status: number, body: LeadPostAnswer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stands in for the server's endpoint (the page's own address): records every lead post the
 * forms send with `fetch` and answers with `answer` (by default: sent). `restore` puts fetch back.
 */
export function stubLeadPosts() {
  const original = globalThis.fetch;
  const posts: LeadPost[] = [];
  const stub = {
    posts,
    answer: async (post: LeadPost): Promise<Response> =>
      leadAnswer(200, { sent: true, form: post.fields.form as 'newsletter' }),
    restore: () => {
      globalThis.fetch = original;
    },
  };
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const post: LeadPost = {
      url: String(input),
      fields: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
    };
    posts.push(post);
    return stub.answer(post);
  };
  return stub;
}
