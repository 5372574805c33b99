/**
 * The one place the server layer gets its store: the process-wide asynchronous event store (db/store/open.ts),
 * PostgreSQL when DATABASE_URL=postgres://…, else the embedded SQLite file.
 */
import 'server-only';
import type { EventStore } from '@/db/store/contract';
import { getStore } from '@/db/store/open';

export type Store = EventStore;
export type { MatchRecord, LineSummary } from '@/db/store/contract';

export const store = (): Promise<EventStore> => getStore();
