/** Answers of the card library that keep a set's key in the browser (the `cs_<setId>` cookies). */
import 'server-only';
import type { CardSetCreated } from '@/app/contracts/card-sets';
import { json } from '../http/respond';
import { cardSetCookies } from './access';

/** 201 with the new set and its key, and the cookies that keep the key in this browser. */
export function createdWithCookies(created: CardSetCreated, req: Request): Response {
  const res = json(created, 201);
  const headers = new Headers(res.headers);
  for (const c of cardSetCookies(created.set.setId, created.key, req)) headers.append('Set-Cookie', c);
  return new Response(res.body, { status: 201, headers });
}
