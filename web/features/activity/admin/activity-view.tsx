import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { activityKinds, type ActivityRecord } from '#shared/schemas/activity.ts';
import type { User } from '#shared/schemas/user.ts';
import { formatMoment } from '#web/components/admin/admin-dates.ts';
import { kindLabel } from '#web/components/admin/kind-labels.ts';
import { Spinner } from '#web/components/spinner.tsx';
import { activityApi } from './activity-api.ts';
import styles from './activity.module.css';
import { useActivity } from './use-activity.ts';

const actionText = (action: string) =>
  (messages.activity.actions as Readonly<Record<string, string>>)[action] ?? action;
/** Actions on an item name its kind ('Added photo'); a sign-in or password change is about the account itself. */
const itemActions: ReadonlySet<string> = new Set(['add', 'update', 'remove', 'order', 'restore', 'purge']);

/** Today's accounts (the record names only those that have acted). */
function useAccountEmails(): string[] {
  const [emails, setEmails] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    activityApi.accounts().then(
      (users: User[]) => live && setEmails(users.map((u) => u.email)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return emails;
}

/**
 * `onlyHref`: the view filtered to this row's account, or null when it already is. Besides the
 * account filter, this reaches the attempts typed with one address (a failed sign-in records the
 * address as typed), which the filter does not list.
 */
function Row({ record, onlyHref }: { record: ActivityRecord; onlyHref: string | null }) {
  // Named as the trash names an item without a caption; linked to where it can be seen.
  const item = record.caption || (record.kind && record.itemId ? `Untitled ${kindLabel(record.kind).toLowerCase()}` : '—');
  const href = record.itemPath;
  return (
    <tr className={styles.row}>
      <td data-label="When">
        <time dateTime={record.at}>{formatMoment(record.at, true)}</time>
      </td>
      <td data-label="Who" className={styles.who}>
        {record.user && onlyHref ? (
          <Link to={onlyHref} className={styles.link} title={`Show only ${record.user}`}>
            <Email address={record.user} />
          </Link>
        ) : (
          record.user ? <Email address={record.user} /> : '—'
        )}
      </td>
      <td data-label="What">
        {/* One element: on phones the cell is a two-column grid (label, value). */}
        <span>
          <span className={record.action === 'sign-in failed' ? styles.refused : undefined}>{actionText(record.action)}</span>
          {record.kind && itemActions.has(record.action) && <span className={styles.kind}> {kindLabel(record.kind).toLowerCase()}</span>}
        </span>
      </td>
      <td data-label="Item" className={styles.item}>
        {href ? (
          <Link to={href} className={styles.link}>
            {item}
          </Link>
        ) : (
          item
        )}
      </td>
      <td data-label="Address" className={styles.ip}>
        {record.ip}
      </td>
    </tr>
  );
}

/**
 * The activity record (issue 14): who did what to which item, from where, newest first. The
 * filters and the page live in the URL (`?user=&kind=&page=`), so a filtered view can be shared
 * and the back button walks back through them.
 */
export function ActivityView() {
  const [params, setParams] = useSearchParams();
  const accountId = useId();
  const kindId = useId();
  const user = params.get('user') ?? '';
  const kind = params.get('kind') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // Past the first page the view stands where the first page stood (its `until`), so records made
  // meanwhile do not push rows from one page onto the next; the first page is always the latest.
  const until = page > 1 ? (params.get('until') ?? '') : '';
  const { page: answer, failed, accounts: acted, reload } = useActivity({ page, user, kind, until });
  const emails = useAccountEmails();
  // Today's accounts, then the removed ones the record still names; an address in the URL that
  // is neither (a failed sign-in's, followed from its row) first.
  const removed = emails.length > 0 ? acted.filter((email) => !emails.includes(email)) : [];
  const listed = [...emails, ...removed];
  const accountOptions = user && !listed.includes(user) ? [user, ...listed] : listed;

  /** The URL of the view with some filters changed; a new filter starts at page 1, the latest. */
  const hrefWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'page' && value === '1')) next.set(key, value);
      else next.delete(key);
    }
    if (!next.has('page')) next.delete('until');
    else if (answer?.until) next.set('until', answer.until);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const filter = (key: 'user' | 'kind', value: string) => setParams(new URLSearchParams(hrefWith({ [key]: value, page: '1' }).slice(1)));

  const pages = answer?.pages ?? 0;
  // Newer / Older pressed: the new page's table takes the focus once it is there (the link may
  // be gone with the last page, and the focus with it, to <body>).
  const table = useRef<HTMLTableElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current || !answer) return;
    paged.current = false;
    table.current?.focus();
  }, [answer]);
  return (
    <>
      <form className={styles.filters} onSubmit={(event) => event.preventDefault()} aria-label="Filter the activity">
        <div className={styles.field}>
          <label htmlFor={accountId}>Account</label>
          <select id={accountId} value={user} onChange={(event) => filter('user', event.target.value)}>
            <option value="">All accounts</option>
            {accountOptions.map((email) => (
              <option key={email} value={email}>
                {removed.includes(email) ? `${email} (removed)` : email}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={kindId}>Kind</label>
          <select id={kindId} value={kind} onChange={(event) => filter('kind', event.target.value)}>
            <option value="">All kinds</option>
            {(kind && !(activityKinds as readonly string[]).includes(kind) ? [kind, ...activityKinds] : activityKinds).map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {answer ? (
        answer.data.length === 0 && page > pages && pages > 0 ? (
          // An address past the last page (a shared link after records were pruned, a typo).
          <p className={styles.muted}>
            There is no page {page}.{' '}
            <Link to={hrefWith({ page: String(pages) })} className={styles.link}>
              Go to the last page ({pages})
            </Link>
          </p>
        ) : answer.data.length === 0 ? (
          <p className={styles.muted}>{user || kind ? messages.activity.emptyFiltered : messages.activity.empty}</p>
        ) : (
          <table className={styles.table} ref={table} tabIndex={-1}>
            <caption className="visually-hidden">Activity, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Item</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.map((record, i) => (
                <Row
                  key={`${record.at}-${i}`}
                  record={record}
                  onlyHref={record.user === user ? null : hrefWith({ user: record.user, page: '1' })}
                />
              ))}
            </tbody>
          </table>
        )
      ) : failed ? (
        <p className={styles.muted}>
          {messages.activity.loadFailed}{' '}
          <button type="button" className={styles.link} onClick={reload}>
            Try again
          </button>
        </p>
      ) : (
        <Spinner />
      )}

      {pages > 1 && page <= pages && (
        <nav className={styles.pager} aria-label="Activity pages">
          {page > 1 ? (
            <Link to={hrefWith({ page: String(page - 1) })} rel="prev" onClick={() => (paged.current = true)}>
              Newer
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
          <span className={styles.muted}>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={hrefWith({ page: String(page + 1) })} rel="next" onClick={() => (paged.current = true)}>
              Older
            </Link>
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      )}
    </>
  );
}

/** An e-mail that a narrow column breaks after its '@' (and only inside a part longer than the column). */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  return (
    <span className={styles.email}>
      {at < 0 ? (
        address
      ) : (
        <>
          {address.slice(0, at + 1)}
          <wbr />
          {address.slice(at + 1)}
        </>
      )}
    </span>
  );
}
