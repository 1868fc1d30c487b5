/**
 * Ticket photos viewed online are kept by the service worker (vite.config.ts, runtime caching)
 * so my tickets shows them offline. They are a member's own tickets: forgotten with the session.
 */
export const TICKET_PHOTO_CACHE = 'ticket-photos';

export function forgetTicketPhotos(): void {
  if (typeof caches === 'undefined') return;
  void caches.delete(TICKET_PHOTO_CACHE).catch(() => {
    // no cache storage here (private mode): nothing was kept
  });
}
