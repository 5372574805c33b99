import type { z } from 'zod';

/** A short, readable list of zod issues: "players.p1.name: Too small …; seed: …". */
export function zodIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
    .join('; ');
}
