/**
 * The submit button's state machine, shared by the three visitor forms (docs/product/site-pages.md#visitor-forms):
 * idle → sending → idle, and, after a missing robot check, a lock against resubmission
 * (the newsletter's 4 s; the other forms go straight back to idle).
 */
export type SubmitPhase = 'idle' | 'sending' | 'locked';

export interface SubmitGate {
  readonly phase: SubmitPhase;
  /** Starts a submission: false (and nothing changes) while one runs or the form is locked. */
  begin(): boolean;
  /** The robot check was missing: nothing was sent. Locks the form for `lockMs`, if any. */
  refuse(): void;
  /** The submission is over (an answer, or a failed request). */
  finish(): void;
  /** Drops a pending unlock (the form went away). */
  dispose(): void;
}

export function createSubmitGate(options: {
  lockMs: number;
  onChange?: (phase: SubmitPhase) => void;
}): SubmitGate {
  let phase: SubmitPhase = 'idle';
  let unlock: ReturnType<typeof setTimeout> | undefined;

  const moveTo = (next: SubmitPhase) => {
    if (next === phase) return;
    phase = next;
    options.onChange?.(next);
  };
  const clearUnlock = () => {
    if (unlock !== undefined) clearTimeout(unlock);
    unlock = undefined;
  };

  return {
    get phase() {
      return phase;
    },
    begin() {
      if (phase !== 'idle') return false;
      moveTo('sending');
      return true;
    },
    refuse() {
      clearUnlock();
      if (options.lockMs <= 0) {
        moveTo('idle');
        return;
      }
      moveTo('locked');
      unlock = setTimeout(() => {
        unlock = undefined;
        moveTo('idle');
      }, options.lockMs);
    },
    finish() {
      if (phase === 'sending') moveTo('idle');
    },
    dispose: clearUnlock,
  };
}
