import type { CSSProperties } from 'react';
import { FIELD_LABELS, type RegistrationEntry } from '../../shared/publicApi/teamRegistrationRules.ts';
import { ENTRY_TABLE } from './entryTableStyles.ts';

/** A row being edited: its fields as text, and a key that stays with it when rows above are removed. */
export type EditedEntry = { key: number } & { [K in keyof RegistrationEntry]-?: string };

const INPUT_TYPES: Record<keyof RegistrationEntry, string> = {
  playerNumber: 'text',
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phoneNumber: 'tel',
  birthdate: 'date',
};

const input: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '6px 8px',
  font: 'inherit',
  border: '1px solid #bbb',
  borderRadius: 4,
};
export const button: CSSProperties = {
  padding: '6px 14px',
  font: 'inherit',
  borderRadius: 4,
  border: '1px solid #888',
  background: '#fff',
  cursor: 'pointer',
};

interface EntrySectionProps {
  title: string;
  /** The name of one row in labels and messages ('Active player'). */
  row: string;
  /** Active players carry a player number (spec 000 §5). */
  active: boolean;
  entries: EditedEntry[];
  addLabel: string;
  onChange(entries: EditedEntry[]): void;
  onAdd(): void;
}

/** One list of the form (Active Players, Historical players, Supporters): a table of inputs, one row per person. */
export const EntrySection = ({ title, row, active, entries, addLabel, onChange, onAdd }: EntrySectionProps) => {
  const fields = (Object.keys(FIELD_LABELS) as (keyof RegistrationEntry)[]).filter((f) => active || f !== 'playerNumber');
  const edit = (key: number, field: keyof RegistrationEntry, value: string) =>
    onChange(entries.map((e) => (e.key === key ? { ...e, [field]: value } : e)));
  return (
    <section aria-label={title} style={{ marginTop: 28 }}>
      <h2 style={{ fontSize: 20, fontWeight: 500, margin: '0 0 8px' }}>{title}</h2>
      {entries.length === 0 ? (
        <p style={{ color: '#666', margin: '4px 0' }}>No one listed.</p>
      ) : (
        <table className={ENTRY_TABLE}>
          <thead>
            <tr>
              {fields.map((f) => (
                <th key={f} className={f === 'playerNumber' ? 'number' : undefined}>
                  {FIELD_LABELS[f]}
                  {f === 'firstName' && <span aria-hidden="true"> *</span>}
                </th>
              ))}
              <th className="remove" />
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={entry.key}>
                {fields.map((f) => (
                  <td
                    key={f}
                    className={f === 'playerNumber' ? 'number' : undefined}
                    data-label={f === 'firstName' ? `${FIELD_LABELS[f]} *` : FIELD_LABELS[f]}
                  >
                    <input
                      aria-label={`${row} ${i + 1} ${FIELD_LABELS[f]}`}
                      type={INPUT_TYPES[f]}
                      inputMode={f === 'playerNumber' ? 'numeric' : undefined}
                      required={f === 'firstName'}
                      value={entry[f]}
                      onChange={(e) => edit(entry.key, f, e.target.value)}
                      style={input}
                    />
                  </td>
                ))}
                <td className="remove">
                  <button
                    type="button"
                    aria-label={`Remove ${row.toLowerCase()} ${i + 1}`}
                    title="Remove"
                    onClick={() => onChange(entries.filter((e) => e.key !== entry.key))}
                    style={{ ...button, padding: '4px 10px' }}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={onAdd} style={{ ...button, marginTop: 8 }}>
        {addLabel}
      </button>
    </section>
  );
};
