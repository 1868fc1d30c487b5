import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { verifyCertificate } from '../../features/certificates/api';
import { VerifyPage } from '../../features/certificates/components/VerifyPage';
import { searchText } from '../../lib/search';

/** `c`: a ticket certificate, as its QR code carries it (public: no sign-in). */
const verifySearch = v.object({ c: searchText });

export const Route = createFileRoute('/_default/verify')({
  validateSearch: verifySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps: { c } }) => verifyCertificate(c),
  component: function VerifyRoute() {
    return <VerifyPage verdict={Route.useLoaderData()} />;
  },
});
