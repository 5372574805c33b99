/**
 * A described starting position (`setup.position`) that fails its game's schema is refused like any other
 * position the rules cannot hold: ERR_BAD_POSITION naming the field path (`details.field`, and in both messages),
 * e.g. `p1.altars.0.occupant.tapped` for a key the zone cannot have. Other setup shape errors stay ERR_BAD_SETUP.
 */
import { z } from 'zod';
import { refuse } from './errors';

const zhLocale = z.locales.zhCN().localeError;

type Issue = z.core.$ZodIssue;

/**
 * The issue to report: inside a union (a bare card id or an entry object) whose value is clearly meant as one of
 * the forms (every other form fails only on the value's type), that form's first issue, with the full path.
 */
function focus(issue: Issue): Issue {
  if (issue.code !== 'invalid_union') return issue;
  const meant = issue.errors.filter(
    (branch) => !(branch.length === 1 && branch[0].code === 'invalid_type' && branch[0].path.length === 0),
  );
  if (meant.length !== 1 || meant[0].length === 0) return issue;
  const inner = meant[0][0];
  return focus({ ...inner, path: [...issue.path, ...inner.path] } as Issue);
}

/** The field path inside the position: the issue's path without `position`, plus the key it does not know. */
function fieldOf(issue: Issue): string {
  const path = issue.path.slice(1).map(String);
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) path.push(issue.keys[0]);
  return path.join('.') || '(root)';
}

/**
 * Refuse with ERR_BAD_POSITION if every issue of a failed setup parse lies inside `position`; otherwise return
 * (the caller refuses with ERR_BAD_SETUP).
 */
export function refuseBadPositionShape(schema: z.ZodType, input: unknown, error: z.ZodError): void {
  const issues = error.issues;
  if (issues.length === 0 || !issues.every((i) => i.path[0] === 'position')) return;
  const first = focus(issues[0]);
  const field = fieldOf(first);
  let zh: string;
  let en: string;
  if (first.code === 'unrecognized_keys') {
    zh = '这里没有这个字段（规则文档列出每处可写的字段）';
    en = 'no such field here (the rules reference lists the fields each place takes)';
  } else {
    const zhIssues = schema.safeParse(input, { error: zhLocale as never });
    const zhFirst = zhIssues.success ? undefined : zhIssues.error.issues[0];
    zh = zhFirst ? focus(zhFirst).message : first.message;
    en = first.message;
  }
  refuse('ERR_BAD_POSITION', `起始局面：${field}：${zh}`, `Starting position: ${field}: ${en}`, {
    field,
    issues: issues.slice(0, 5).map((i) => ({ field: fieldOf(focus(i)), message: focus(i).message })),
  });
}
