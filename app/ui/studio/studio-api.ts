/**
 * The studio's client side of the authoring API: the contract types it uses, the fetch wrapper.
 * Types come from app/contracts/ (the server builds the same shapes); nothing here is a hand copy.
 */
import type { Seat } from '@/app/contracts/common';
import type { Action } from '@/app/contracts/authoring';
import type { ApiError } from '@/app/contracts/errors';
import type { StudioSnapshot } from '@/app/contracts/studio';
import { call } from '@/app/ui/api-client';

export type { Action, ApiError, Seat, StudioSnapshot };
export type { LineSummary } from '@/app/contracts/authoring';
export { call };
export type { ApiResult as CallResult } from '@/app/ui/api-client';
