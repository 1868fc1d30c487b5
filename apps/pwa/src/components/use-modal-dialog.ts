import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` that follows `open` as a modal (top layer, backdrop, focus kept inside): put the
 * returned ref on the element; its `close` event should write `open` back to false.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}
