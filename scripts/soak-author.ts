/**
 * An author driving the site over HTTP (for `npm run soak` and the several-instances browser test): create a
 * 血契 match, append its next legal actions through POST /api/matches/[id]/actions, publish it.
 */

export interface Match {
  matchId: string;
  lineId: string;
  editKey: string;
  seq: number;
}

export async function api(base: string, url: string, body?: unknown, key?: string): Promise<Response> {
  return fetch(base + url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-edit-key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function newMatch(base: string, seed: number): Promise<Match> {
  const r = await api(base, '/api/matches', {
    gameId: 'xueqi',
    title: '压测 soak',
    players: { p1: { name: '林动' }, p2: { name: 'Ada' } },
    seed,
    decks: { p1: { preset: 'bat-swarm' }, p2: { preset: 'bone-legion' } },
  });
  if (r.status !== 201) throw new Error(`create match: ${r.status} ${await r.text()}`);
  return { ...((await r.json()) as Omit<Match, 'seq'>), seq: 1 };
}

/** The next legal action of either seat (never a concession), or null when the game is over. */
export async function nextAction(base: string, m: Match): Promise<unknown> {
  for (const seat of ['p1', 'p2']) {
    const r = await api(
      base,
      `/api/matches/${m.matchId}/legal?seat=${seat}&line=${m.lineId}`,
      undefined,
      m.editKey,
    );
    const { actions } = (await r.json()) as { actions: { type: string }[] };
    const a = actions.find((x) => x.type !== 'match.concede');
    if (a) return a;
  }
  return null;
}

/** Append one legal action; its round-trip in ms, or null when the game is over. Throws on a refusal. */
export async function appendOne(base: string, m: Match): Promise<number | null> {
  const action = await nextAction(base, m);
  if (!action) return null;
  const t0 = performance.now();
  const r = await api(
    base,
    `/api/matches/${m.matchId}/actions`,
    { lineId: m.lineId, expectedSeq: m.seq, action },
    m.editKey,
  );
  const ms = performance.now() - t0;
  if (r.status !== 201) throw new Error(`append: ${r.status} ${await r.text()}`);
  m.seq = ((await r.json()) as { seq: number }).seq + 1;
  return ms;
}

/** Publish a draft as readable by link (POST …/publication). */
export async function publish(base: string, m: Match): Promise<void> {
  const r = await api(base, `/api/matches/${m.matchId}/publication`, { visibility: 'unlisted' }, m.editKey);
  if (r.status >= 300) throw new Error(`publish: ${r.status} ${await r.text()}`);
}
