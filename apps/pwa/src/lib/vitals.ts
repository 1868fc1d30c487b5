import { vitalValue, type VitalSampleInput, type VitalsRequest } from '@lottery/contracts';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Core Web Vitals of this page load, measured on the member's phone and sent to our own API
 * (`POST /api/vitals`, no third party) when the page is hidden or left, in one beacon. Loaded
 * after the first screen (main.tsx), so it costs the first paint nothing; the observers are
 * buffered, so nothing measured before is missed.
 */
export function reportVitals(): void {
  // The page the visit started on: its LCP, CLS and TTFB are that page's.
  const page = location.pathname.slice(0, 100);
  const latest = new Map<string, VitalSampleInput>();
  const keep = ({ name, value }: Metric) =>
    latest.set(name, {
      name: name as VitalSampleInput['name'],
      value: vitalValue(name as VitalSampleInput['name'], value),
    });
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);

  const send = () => {
    if (latest.size === 0 || !navigator.onLine) return;
    const body: VitalsRequest = { page, samples: [...latest.values()] };
    latest.clear();
    navigator.sendBeacon(
      '/api/vitals',
      new Blob([JSON.stringify(body)], { type: 'application/json' }),
    );
  };
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && send());
  addEventListener('pagehide', send);
}
