import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';

// jsdom has no matchMedia; the toaster asks it about reduced motion. Answer "no preference".
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

afterEach(() => {
  cleanup();
  toast.remove();
  localStorage.clear();
});
