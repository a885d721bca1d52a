import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { AdvertisingActions } from '@/actions/admin/advertising';
import { AdminConfirm, RowActions, type AdminConfirmRequest } from './admin-confirm';
import { AdminTable, Cell, TableMessage, TabHeader } from './admin-table';

/** The texts of one advertising tab (spec §2, §5). */
export interface AdvertisingTabTexts {
  title: string;
  subtitle: string;
  addLabel: string;
  tableLabel: string;
  loading: string;
  empty: string;
  deleteTitle: string;
  deleteMessage: string;
  sampleMessage: string;
}

/** What the form dialog of a tab receives; mounted with a new key per opening. */
export interface AdvertisingFormProps<Input, Row> {
  open: boolean;
  /** The record being edited; null to create a new one. */
  editing: Row | null;
  onClose(): void;
  /** Resolves true when saved (the form then resets and closes). */
  onSave(input: Input): Promise<boolean>;
}

interface AdvertisingTabProps<Input, Row extends Input & { id: string }> {
  texts: AdvertisingTabTexts;
  /** The column headers before 'Actions'. */
  columns: readonly string[];
  rows: Row[];
  loading: boolean;
  actions: AdvertisingActions<Input, Row>;
  /** The cells of one row before its Edit/Delete actions. */
  cells(row: Row): ReactNode;
  form(props: AdvertisingFormProps<Input, Row>): ReactNode;
}

/**
 * The campaigns and the advertising ways tabs: heading, 'Initialize Sample Data' while the
 * list is empty, Add, the table with loading and empty texts, the form and confirmations.
 */
export function AdvertisingTab<Input, Row extends Input & { id: string }>({
  texts,
  columns,
  rows,
  loading,
  actions,
  cells,
  form,
}: AdvertisingTabProps<Input, Row>) {
  const [editor, setEditor] = useState<{ key: number; editing: Row | null } | null>(null);
  const [confirm, setConfirm] = useState<AdminConfirmRequest>(null);
  const allColumns = [...columns, 'Actions'];

  useEffect(() => {
    void actions.load();
  }, [actions]);

  const openForm = (editing: Row | null) => setEditor({ key: Date.now(), editing });

  return (
    <div className="space-y-4">
      <TabHeader
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <>
            {!loading && rows.length === 0 && (
              <Button variant="secondary" onClick={() => setConfirm({ kind: 'sample' })}>
                Initialize Sample Data
              </Button>
            )}
            <Button onClick={() => openForm(null)}>{texts.addLabel}</Button>
          </>
        }
      />
      <AdminTable label={texts.tableLabel} columns={allColumns}>
        {loading ? (
          <TableMessage colSpan={allColumns.length}>{texts.loading}</TableMessage>
        ) : rows.length === 0 ? (
          <TableMessage colSpan={allColumns.length}>{texts.empty}</TableMessage>
        ) : (
          rows.map((row) => (
            <tr key={row.id}>
              {cells(row)}
              <Cell>
                <RowActions
                  onEdit={() => openForm(row)}
                  onDelete={() => setConfirm({ kind: 'delete', id: row.id })}
                />
              </Cell>
            </tr>
          ))
        )}
      </AdminTable>
      {editor && (
        <Fragment key={editor.key}>
          {form({
            open: true,
            editing: editor.editing,
            onClose: () => setEditor(null),
            onSave: (input) => actions.save(editor.editing?.id ?? null, input),
          })}
        </Fragment>
      )}
      <AdminConfirm
        request={confirm}
        deleteTitle={texts.deleteTitle}
        deleteMessage={texts.deleteMessage}
        sampleMessage={texts.sampleMessage}
        onDelete={(id) => void actions.remove(id)}
        onCreateSamples={() => void actions.createSamples()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
