import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage, i18n, type CompiledMessage } from '@church/i18n';

// Catalogues are compiled by the build; tests read their source, so the instance compiles each
// message as it is loaded here (the browser's copy carries no compiler), and an id no catalogue
// holds as it is read.
const compile = (message: CompiledMessage | string) =>
  typeof message === 'string' ? (compileMessage(message) as CompiledMessage) : message;
const load = i18n.load.bind(i18n);
i18n.load = (locale, messages) =>
  load(locale, Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compile(message)])));
const translate = i18n._.bind(i18n);
i18n._ = (id, values) => (i18n.has(id) ? translate(id, values) : formatMessage(compile(id), values, i18n.locale));

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
