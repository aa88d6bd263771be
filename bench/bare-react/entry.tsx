import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
hydrateRoot(
  root,
  <StrictMode>
    <App />
  </StrictMode>,
);
