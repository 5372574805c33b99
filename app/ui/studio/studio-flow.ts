'use client';
/**
 * The studio machine in the browser: its address-bar effect, and `runCommand`, which sends a command and
 * resolves once the studio has applied or refused it (for forms that clear themselves on success).
 */
import { waitFor, type ActorRefFrom } from 'xstate';
import type { Command } from './studio-commands';
import { studioMachine } from './studio-machine';

export const browserStudio = studioMachine.provide({
  actions: {
    showLine: (_, { lineId }) => {
      const url = new URL(window.location.href);
      if (url.searchParams.get('line') === lineId) return;
      url.searchParams.set('line', lineId);
      window.history.replaceState(null, '', url.toString());
    },
  },
});

export type StudioRef = ActorRefFrom<typeof studioMachine>;

let lastId = 0;

/** Send a command; true once it is stored and shown, false when refused, in conflict, or not taken (busy). */
export async function runCommand(actor: StudioRef, command: Command): Promise<boolean> {
  const id = ++lastId;
  actor.send({ type: 'send', command, id });
  if (actor.getSnapshot().context.id !== id) return false;
  try {
    const s = await waitFor(actor, (snap) => snap.context.done?.id === id);
    return s.context.done!.ok;
  } catch {
    return false;
  }
}
