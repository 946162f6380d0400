/** GET /live-mode (issue 33): can this merchant take live money now; if not, the refusal's code and sentence. */
import Type from 'typebox';
import { DataOf, Nullable } from './common.ts';

export const LiveMode = Type.Object({
  available: Type.Boolean(),
  reason: Nullable(Type.String({ description: 'livemode_unavailable, merchant_not_activated or merchant_frozen' })),
  message: Nullable(Type.String({ description: 'What to do, in one sentence.' })),
});
export const LiveModeAnswer = DataOf(LiveMode);

export interface LiveModeView {
  available: boolean;
  reason: string | null;
  message: string | null;
}
