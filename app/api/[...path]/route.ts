/**
 * Any other /api/… address: the API's own 404, in the one error envelope (ERR_NOT_FOUND), for every method. Without
 * it such a request would get the site's HTML 404 page, which an API client cannot read (and which the API's fixed
 * headers, next.config.mjs, would show unstyled).
 */
import { handle } from '@/app/server/http/respond';
import { notFound } from '@/app/server/http/errors';

export const dynamic = 'force-dynamic';

const answer = (req: Request) =>
  handle(() => {
    const where = new URL(req.url).pathname;
    return notFound(`没有这个接口：${where}`, `No such API address: ${where}`, { path: where });
  });

export const GET = answer;
export const POST = answer;
export const PUT = answer;
export const PATCH = answer;
export const DELETE = answer;
