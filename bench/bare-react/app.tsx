import { useState } from 'react';

/**
 * The smallest page that needs hydrating: one piece of state and one event handler. The bench
 * renders it with renderToString and the browser hydrates it (entry.tsx).
 */
export function App() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Bare React 19</h1>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}
