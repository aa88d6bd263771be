import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellTimings } from '../../ui/overlays/timings';
import { createSubmitGate, type SubmitPhase } from './submit-gate';

describe('submit gate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets one submission run at a time', () => {
    const changes: SubmitPhase[] = [];
    const gate = createSubmitGate({ lockMs: 0, onChange: (phase) => changes.push(phase) });
    expect(gate.begin()).toBe(true);
    expect(gate.phase).toBe('sending');
    expect(gate.begin()).toBe(false);
    gate.finish();
    expect(gate.phase).toBe('idle');
    expect(gate.begin()).toBe(true);
    expect(changes).toEqual(['sending', 'idle', 'sending']);
  });

  it('locks the newsletter for 4 s after a missing robot check (docs/product/site-pages.md#visitor-forms)', () => {
    const gate = createSubmitGate({ lockMs: shellTimings.newsletterLockMs });
    expect(gate.begin()).toBe(true);
    gate.refuse();
    expect(gate.phase).toBe('locked');
    vi.advanceTimersByTime(3_999);
    expect(gate.begin()).toBe(false);
    expect(gate.phase).toBe('locked');
    vi.advanceTimersByTime(1);
    expect(gate.phase).toBe('idle');
    expect(gate.begin()).toBe(true);
  });

  it('goes straight back to idle when the form has no lock', () => {
    const gate = createSubmitGate({ lockMs: 0 });
    gate.begin();
    gate.refuse();
    expect(gate.phase).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the lock on a second refusal and drops it when disposed', () => {
    const onChange = vi.fn();
    const gate = createSubmitGate({ lockMs: 4_000, onChange });
    gate.begin();
    gate.refuse();
    vi.advanceTimersByTime(3_000);
    gate.refuse();
    vi.advanceTimersByTime(3_000);
    expect(gate.phase).toBe('locked');
    gate.dispose();
    vi.advanceTimersByTime(10_000);
    expect(gate.phase).toBe('locked');
    expect(onChange).toHaveBeenLastCalledWith('locked');
  });

  it('ignores a finish that does not end a submission', () => {
    const gate = createSubmitGate({ lockMs: 4_000 });
    gate.begin();
    gate.refuse();
    gate.finish();
    expect(gate.phase).toBe('locked');
  });
});
