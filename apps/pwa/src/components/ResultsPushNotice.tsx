import { mdiTrophy } from '@mdi/js';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from './Icon';
import styles from './ResultsPushNotice.module.css';

/**
 * On a public page that shows draws (home, results): when results are published while it is
 * open, the page reads its data again (the results appear without a reload) and says so. With
 * `linkToResults`, the notice links to the new draw's results.
 */
export function ResultsPushNotice({ linkToResults = false }: { linkToResults?: boolean }) {
  const router = useRouter();
  const [published, setPublished] = useState<string>();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    // The stream's code comes after the page's own (not part of the first load).
    void import('../lib/result-events').then(({ listenForResults }) => {
      if (left) return;
      // The stream has already made the queries stale (and asked again for those on screen);
      // the loaders run again for what is not read through a query yet.
      stop = listenForResults((heard) => {
        void router.invalidate();
        if ('gameEventId' in heard) setPublished(heard.gameEventId);
      });
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [router]);

  if (!published) return null;
  return (
    <div className={styles.notice} role="status" data-testid="results-pushed">
      <Icon path={mdiTrophy} size={18} />
      <FormattedMessage id="results.pushed" />
      {linkToResults && (
        <Link to="/draw-results" search={{ gameEventId: published }}>
          <FormattedMessage id="draw.resultsOut" />
        </Link>
      )}
    </div>
  );
}
