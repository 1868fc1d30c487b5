import { createFileRoute } from '@tanstack/react-router';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { ensureHomeDraw } from '../lib/draws';
import { ensureTicketCount } from '../lib/my-tickets';

export const Route = createFileRoute('/_default')({
  // Page start (spec section 4): the current draw, and a member's ticket count for the badges.
  // Neither holds the page up; both are asked once and kept.
  loader: ({ context }) => {
    void ensureHomeDraw(context.store);
    void ensureTicketCount(context.store);
  },
  component: DefaultLayout,
});
