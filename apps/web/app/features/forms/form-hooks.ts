import { useEffect, useState } from 'react';
import { createSubmitGate, type SubmitGate, type SubmitPhase } from './submit-gate';

/** The submit gate of a form, with its phase as React state. */
export function useSubmitGate(lockMs: number): { phase: SubmitPhase; gate: SubmitGate } {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [gate] = useState(() => createSubmitGate({ lockMs, onChange: setPhase }));
  useEffect(() => () => gate.dispose(), [gate]);
  return { phase, gate };
}
