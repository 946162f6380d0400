import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must have a #root element');

function mount(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// Let the browser paint index.html's boot splash before the app's first render takes the main
// thread: on a cached, fast start the script can otherwise run before anything is on screen.
requestAnimationFrame(() => setTimeout(() => mount(container), 0));
