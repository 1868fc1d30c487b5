import {
  noticeChannels,
  type NoticeChannel,
  type NoticeKind,
  type NoticePreferenceGrid,
} from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../components/Field';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSubmit } from '../../../lib/use-submit';
import { noticeChannelsQuery, setNoticeChannel } from '../api';
import styles from './ProfilePage.module.css';

/**
 * Which notices reach the member on which channel: one row per kind of notice, a switch per
 * channel. A channel that cannot reach the member now is shown off and disabled, with what to do
 * (turn on notices on this phone, link Telegram).
 */
export function NoticeChannelsSection() {
  const intl = useIntl();
  const query = useQuery(noticeChannelsQuery);
  const queryClient = useQueryClient();
  const submit = useSubmit();
  const grid = query.data;

  const change = (kind: NoticeKind, channel: NoticeChannel, on: boolean) =>
    void submit.run(async () => {
      const next: NoticePreferenceGrid = await setNoticeChannel({ kind, channel, on });
      queryClient.setQueryData(noticeChannelsQuery.queryKey, next);
    });

  return (
    <section className={styles.section} data-testid="notice-channels">
      <div className={styles.sectionHead}>
        <h2>
          <FormattedMessage id="noticeChannels.title" />
        </h2>
      </div>
      {!grid ? (
        <QueryStatus query={query} testId="notice-channels" />
      ) : (
        <>
          <p className={styles.hint}>
            <FormattedMessage id="noticeChannels.hint" />
          </p>
          <table className={styles.noticeGrid}>
            <thead>
              <tr>
                <th />
                {noticeChannels.map((channel) => (
                  <th key={channel} scope="col">
                    <FormattedMessage id={`noticeChannels.channel.${channel}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.kinds.map(({ kind, on }) => (
                <tr key={kind}>
                  <th scope="row">
                    <FormattedMessage id={`noticeChannels.kind.${kind}`} />
                  </th>
                  {grid.channels.map(({ channel, unavailable }) => (
                    <td key={channel}>
                      <input
                        type="checkbox"
                        role="switch"
                        checked={on[channel] && !unavailable}
                        disabled={submit.busy || unavailable !== null}
                        onChange={(event) => change(kind, channel, event.target.checked)}
                        aria-label={`${intl.formatMessage({ id: `noticeChannels.kind.${kind}` })} · ${intl.formatMessage({ id: `noticeChannels.channel.${channel}` })}`}
                        data-testid={`notice-${kind}-${channel}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {grid.channels
            .filter(({ unavailable }) => unavailable)
            .map(({ channel, unavailable }) => (
              <p key={channel} className={styles.hint} data-testid={`notice-why-${channel}`}>
                <FormattedMessage id={`noticeChannels.unavailable.${unavailable}`} />
              </p>
            ))}
          <FormError code={submit.formError} />
        </>
      )}
    </section>
  );
}
