import { createFileRoute } from '@tanstack/react-router';
import { HOME_HOT_COUNT, hotQuery, shelvesQuery } from '../../features/draws/api';
import { DrawTop } from '../../features/draws/components/DrawTop';
import { HotStrip } from '../../features/draws/components/HotStrip';
import { ProductSearch } from '../../features/draws/components/ProductSearch';
import { Shelves } from '../../features/draws/components/Shelves';
import { HomePage } from '../../features/home/components/HomePage';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { ResultsPushNotice } from '../../components/ResultsPushNotice';
import { loadHomeDraw } from '../../lib/draws';
import { ensureFresh } from '../../lib/query-client';

const ignore = () => undefined;

export const Route = createFileRoute('/_default/')({
  // Nothing here holds the page up: each section reads its query, showing its skeleton (or its
  // answer saved on the phone) until the answer arrives, and its own failure with a retry.
  loader: ({ context }) => {
    // Asked afresh on every visit: a draw closes under the member.
    loadHomeDraw(context.store).catch(ignore);
    ensureFresh(hotQuery(1, HOME_HOT_COUNT)).catch(ignore);
    ensureFresh(shelvesQuery).catch(ignore);
  },
  component: HomeRoute,
});

function HomeRoute() {
  return (
    <HomePage>
      <ResultsPushNotice linkToResults />
      <DrawTop />
      <HotStrip />
      {/* Below the fold on a phone: rendered once the sections above are on screen. */}
      <AfterFirstPaint>
        <Shelves />
        <ProductSearch />
      </AfterFirstPaint>
    </HomePage>
  );
}
