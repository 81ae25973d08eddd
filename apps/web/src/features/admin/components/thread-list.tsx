import { Fragment, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { ThreadEntry } from '@app/contracts';
import { STATE_COLOURS } from './metrics/threads-panel';

/** The thread-like entries of the dump; an entry with a stack can unfold it. */
export function ThreadList({ threads }: { threads: ThreadEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Table size="sm" responsive hover data-testid="thread-list">
      <thead>
        <tr>
          <th scope="col">{t('threadDump.name')}</th>
          <th scope="col">{t('threadDump.id')}</th>
          <th scope="col">{t('threadDump.kind')}</th>
          <th scope="col">{t('threadDump.state')}</th>
          <th scope="col" />
        </tr>
      </thead>
      <tbody>
        {threads.map((th) => (
          <Fragment key={th.threadId}>
            <tr data-testid="thread-row" data-state={th.threadState}>
              <td className="text-break">{th.threadName}</td>
              <td>{th.threadId}</td>
              <td>{t(`threadDump.kinds.${th.kind}`)}</td>
              <td>
                <Badge bg={STATE_COLOURS[th.threadState]}>{t(`threadDump.states.${th.threadState}`)}</Badge>
              </td>
              <td className="text-end">
                {th.stackTrace.length > 0 && (
                  <Button
                    size="sm"
                    variant="link"
                    className="p-0"
                    onClick={() => setOpen(open === th.threadId ? null : th.threadId)}
                    aria-expanded={open === th.threadId}
                    data-testid="thread-stack-toggle"
                  >
                    {open === th.threadId ? t('threadDump.hideStack') : t('threadDump.showStack')}
                  </Button>
                )}
              </td>
            </tr>
            {open === th.threadId && (
              <tr>
                <td colSpan={5}>
                  <pre className="small mb-0" data-testid="thread-stack">
                    {th.stackTrace
                      .map(
                        (f) =>
                          `at ${f.className ? `${f.className}.` : ''}${f.methodName} (${f.fileName}:${f.lineNumber})`,
                      )
                      .join('\n')}
                  </pre>
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}
