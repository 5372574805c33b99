/** The tree of lines: branch (a variation sharing a line up to a step), rename, make main. Nothing is deleted. */
import 'server-only';
import type { ForkResponse, PromoteResponse, RenameResponse } from '@/app/contracts/authoring';
import type { MatchRecord, Store } from '../db';
import { lineOf } from '../lines/lookup';

export async function branch(
  s: Store,
  match: MatchRecord,
  fromLineId: string,
  atSeq: number,
  name: string,
): Promise<ForkResponse> {
  return s.forkLine(match.id, await lineOf(s, match, fromLineId), atSeq, name);
}

export async function rename(
  s: Store,
  match: MatchRecord,
  lineId: string,
  name: string,
): Promise<RenameResponse> {
  await s.setLineState(await lineOf(s, match, lineId), { name });
  return { lineId, name };
}

export async function promote(s: Store, match: MatchRecord, lineId: string): Promise<PromoteResponse> {
  await s.setMainLine(match.id, await lineOf(s, match, lineId));
  return { mainLineId: lineId };
}
