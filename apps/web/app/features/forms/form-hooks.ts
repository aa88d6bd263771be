import { useEffect, useState } from 'react';
import { lisbonToday } from '@mdc/shared';
import { createSubmitGate, type SubmitGate, type SubmitPhase } from './submit-gate';

/** The submit gate of a form, with its phase as React state. */
export function useSubmitGate(lockMs: number): { phase: SubmitPhase; gate: SubmitGate } {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [gate] = useState(() => createSubmitGate({ lockMs, onChange: setPhase }));
  useEffect(() => () => gate.dispose(), [gate]);
  return { phase, gate };
}

/**
 * "Today" in the estate's calendar (YYYY-MM-DD), set in the browser only, after hydration: the
 * page may come from a cache. Undefined until then.
 */
export function useLisbonToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(lisbonToday(new Date())), []);
  return today;
}
