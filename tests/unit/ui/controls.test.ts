/**
 * The controls list's inputs without a browser: which control a key press and a finger's swipe trigger (the
 * touch listener in player-effects.ts only measures the movement and sends the control's event).
 */
import { describe, expect, it } from 'vitest';
import { CONTROLS, SWIPE_MIN, controlForKey, controlForSwipe } from '@/app/ui/viewer/controls';

describe('player controls: keys and swipes', () => {
  it('a swipe to the left is the next step, to the right the previous step', () => {
    expect(controlForSwipe(-120, 10)?.event).toEqual({ type: 'step.next' });
    expect(controlForSwipe(120, -10)?.event).toEqual({ type: 'step.prev' });
  });

  it('a short or mostly vertical movement is no swipe (a tap, a page scroll)', () => {
    expect(controlForSwipe(-(SWIPE_MIN - 1), 0)).toBeUndefined();
    expect(controlForSwipe(SWIPE_MIN - 1, 0)).toBeUndefined();
    expect(controlForSwipe(-80, 60)).toBeUndefined();
    expect(controlForSwipe(0, -300)).toBeUndefined();
    expect(controlForSwipe(0, 0)).toBeUndefined();
  });

  it('the swipes and the arrow keys trigger the same controls', () => {
    expect(controlForSwipe(-100, 0)).toBe(controlForKey({ key: 'ArrowRight', shiftKey: false }));
    expect(controlForSwipe(100, 0)).toBe(controlForKey({ key: 'ArrowLeft', shiftKey: false }));
    // one control per direction
    expect(CONTROLS.filter((c) => c.swipe === 'left')).toHaveLength(1);
    expect(CONTROLS.filter((c) => c.swipe === 'right')).toHaveLength(1);
  });
});
