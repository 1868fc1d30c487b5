/**
 * Any code can open the global error dialog (the default layout listens), without importing a
 * component: `openErrorDialog('...')` dispatches a window event.
 */
export const ERROR_DIALOG_EVENT = 'app:error-dialog';

export interface ErrorDialogDetail {
  message: string;
}

export function openErrorDialog(message: string): void {
  window.dispatchEvent(
    new CustomEvent<ErrorDialogDetail>(ERROR_DIALOG_EVENT, { detail: { message } }),
  );
}
