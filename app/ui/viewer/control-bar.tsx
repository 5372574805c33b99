'use client';
/**
 * The player's control bar, drawn from the controls list, with the speed choice and the skip-passes setting.
 * It stays on screen: sticky at the bottom of the window, and fixed there on a phone (globals.css).
 */
import type { Lang } from '@/app/contracts/common';
import { CONTROLS, type PlayerControl } from './controls';
import { Icon } from './icons';
import { navTarget } from './nav-targets';
import { PlayerActor, useEventLink, usePlayer, usePlaying } from './player-actor';
import { SPEEDS } from './player-machine';
import { tr } from './strings';

function ControlButton({ control, lang }: { control: PlayerControl; lang: Lang }) {
  const actor = PlayerActor.useActorRef();
  const at = usePlayer((c) => c.moment.at);
  const last = usePlayer((c) => c.last);
  const target = usePlayer((c) => (control.target ? navTarget(control.target, c.moment.at, c) : c.moment.at));
  const playing = usePlaying();
  const link = useEventLink();
  const on = control.active && playing ? control.active : null;
  const enabled = control.enabled({ at, last, playing });
  const common = {
    className: `btn${control.id === 'play' ? ' play' : ''}`,
    title: control.keyHint,
    'aria-label': (on?.label ?? control.label)[lang],
    'data-testid': `btn-${control.id}`,
  };
  const icon = <Icon name={on?.icon ?? control.icon} />;
  if (!control.target) {
    return (
      <button
        type="button"
        {...common}
        aria-pressed={control.active ? playing : undefined}
        disabled={!enabled}
        onClick={() => actor.send(control.event)}
      >
        {icon}
      </button>
    );
  }
  return (
    // A link that leads nowhere stays a link (to the moment shown; a click changes nothing), only dimmed.
    <a {...common} data-enabled={enabled ? '1' : '0'} {...link({ at: target }, control.event)}>
      {icon}
    </a>
  );
}

export function ControlBar({ lang }: { lang: Lang }) {
  const actor = PlayerActor.useActorRef();
  const speed = usePlayer((c) => c.speed);
  const skip = usePlayer((c) => c.skipQuiet);
  return (
    <nav className="controls" aria-label="controls" data-testid="controls">
      <div className="control-buttons">
        {CONTROLS.map((c) => (
          <ControlButton key={c.id} control={c} lang={lang} />
        ))}
      </div>
      <div className="control-settings">
        <label className="speed">
          {tr(lang, 'speed')}{' '}
          <select
            value={speed}
            onChange={(e) => actor.send({ type: 'speed.set', speed: Number(e.target.value) })}
            data-testid="speed"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <label className="skip">
          <input
            type="checkbox"
            checked={skip}
            onChange={(e) => actor.send({ type: 'skip.set', skip: e.target.checked })}
            data-testid="skip-quiet"
          />{' '}
          {tr(lang, 'skipQuiet')}
        </label>
      </div>
    </nav>
  );
}
