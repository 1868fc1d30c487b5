import { errorDialogAtom } from './atoms/error-dialog';
import { appStore } from './store';

/**
 * Any code can open the global error dialog (every layout shows it), without importing a
 * component: `openErrorDialog('...')`.
 */
export function openErrorDialog(message: string): void {
  appStore.set(errorDialogAtom, message);
}
