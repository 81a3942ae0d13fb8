import type { ReactNode } from 'react';
import { EmptyState } from '@/ui/EmptyState';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';

/** One line of a ledger as shown: what moved, when and why, and the balance after it. */
export interface LedgerEntry {
  key: string;
  /** "Earned · +900", "Top-up · +RM 50.00". */
  title: string;
  description: string;
  /** The balance after the line ("Balance 542 points"); none for a line not yet in the balance. */
  balanceAfter?: string;
  /** Where the line leads (its sale's receipt, the movement's details). */
  href?: string;
}

/**
 * A customer's balance and its ledger, newest first with the balance after each line (the Points
 * and Credits tabs of the record). `children` sits between them: the adjust action or the open
 * adjustment form. A null `ledger` hides the list (while the form has the page).
 */
export function LedgerView({ balance, ledger, children }: {
  balance: { label: string; value: string; testId: string };
  ledger: { label: string; empty: string; entries: readonly LedgerEntry[] } | null;
  children?: ReactNode;
}) {
  return (
    <div className="customer-tab">
      <p className="customer-balance" aria-label={balance.label}>
        <span>{balance.label}</span>
        <strong data-testid={balance.testId}>{balance.value}</strong>
      </p>
      {children}
      {ledger &&
        (ledger.entries.length === 0 ? (
          <EmptyState variant="listbox" title={ledger.empty} />
        ) : (
          <RowList label={ledger.label}>
            {ledger.entries.map((entry) => (
              <RowListItem key={entry.key}>
                <ListRow
                  title={entry.title}
                  description={entry.description}
                  {...(entry.balanceAfter === undefined ? {} : { trailing: <span>{entry.balanceAfter}</span> })}
                  {...(entry.href === undefined ? {} : { href: entry.href })}
                />
              </RowListItem>
            ))}
          </RowList>
        ))}
    </div>
  );
}
