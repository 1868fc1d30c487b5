import { createFileRoute } from '@tanstack/react-router';
import { fetchHotProducts, fetchProductGroups } from '../../features/draws/api';
import { DrawTop } from '../../features/draws/components/DrawTop';
import { HotStrip } from '../../features/draws/components/HotStrip';
import { ProductSearch } from '../../features/draws/components/ProductSearch';
import { Shelves } from '../../features/draws/components/Shelves';
import { HomePage } from '../../features/home/components/HomePage';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { ResultsPushNotice } from '../../components/ResultsPushNotice';
import { loadHomeDraw } from '../../lib/draws';
import { settle } from '../../lib/loaded';

export const Route = createFileRoute('/_default/')({
  // Nothing here holds the page up: each section shows its skeleton until its data arrives.
  loader: ({ context }) => ({
    draw: settle(loadHomeDraw(context.store)),
    hot: settle(fetchHotProducts(1, 10)),
    shelves: settle(fetchProductGroups()),
  }),
  component: HomeRoute,
});

function HomeRoute() {
  const { draw, hot, shelves } = Route.useLoaderData();
  return (
    <HomePage>
      <ResultsPushNotice linkToResults />
      <DrawTop draw={draw} />
      <HotStrip hot={hot} />
      {/* Below the fold on a phone: rendered once the sections above are on screen. */}
      <AfterFirstPaint>
        <Shelves shelves={shelves} />
        <ProductSearch />
      </AfterFirstPaint>
    </HomePage>
  );
}
