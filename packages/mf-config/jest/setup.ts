import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18n } from '@church/i18n';

// Catalogues are compiled by the build; tests read their source, so the instance compiles them.
i18n.setMessagesCompiler(compileMessage);

// The first render in a file pays for starting its modules (the query client, the fetch mock,
// the table): about a second on a quiet machine, more on a loaded two-core CI runner, where
// Testing Library's default one-second wait for a `findBy` failed with the page still loading.
configure({ asyncUtilTimeout: 3000 });

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
