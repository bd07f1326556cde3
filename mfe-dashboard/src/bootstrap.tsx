import { mountStandalone } from '@church/ui';
import RemoteRoutes from './expose/routes';

// This remote alone on its own dev server: the routes the shell mounts, without the shell.
mountStandalone(<RemoteRoutes />);
