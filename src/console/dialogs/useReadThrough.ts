import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { NormalizedField } from '../../metadata/normalized.ts';
import { readThrough, referencedKey, referenceId, type ReferencedRecords } from '../../shared/ruleReferences.ts';
import { typeIndex } from '../registry.ts';
import { ruleValues } from './formFields.ts';
import type { FormValues } from './formValues.ts';
import { NO_READ_THROUGH, type ReadThroughRecord } from './readThroughRecord.ts';

type Row = Record<string, unknown>;

/** The keys (typename:id) of the records the references name: in the records edited and in the form now. */
const wantedKeys = (through: NormalizedField[], values: FormValues, records: Row[]): string[] =>
  through.flatMap((f) =>
    [values[f.name], ...records.map((r) => r[f.name])]
      .map(referenceId)
      .filter((id): id is string => id !== null)
      .map((id) => referencedKey(f.typename!, id)),
  );

/**
 * The records the dialog's rules read through ({"var": "cameraModel.supportsH265"}), loaded through the
 * data provider for the edited records' references and for each record picked in the form, so the rules are
 * judged again when the pick changes (as the server judges them on the record as it would be). A record
 * not loaded yet, or that cannot be read, reads as null. `through` is fixed for the dialog.
 */
export const useReadThrough = (through: NormalizedField[], values: FormValues, records: Row[] = []): ReadThroughRecord => {
  const dataProvider = useDataProvider();
  const [loaded, setLoaded] = useState<ReferencedRecords>(() => new Map());
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Every record wanted now, as one string so that the effect runs again only when a pick changes.
  const wanted = [...new Set(wantedKeys(through, values, records))].join(' ');
  useEffect(() => {
    for (const key of wanted ? wanted.split(' ') : []) {
      if (requested.current.has(key)) continue;
      requested.current.add(key);
      const [typename, id] = key.split(':');
      const route = typeIndex.types[typename]?.route;
      const load = route ? dataProvider.getOne(route, { id }).then(({ data }) => ({ ...ruleValues(data), id: Number(data.id) })) : Promise.reject();
      void load.catch(() => null).then((record) => mounted.current && setLoaded((was) => new Map(was).set(key, record)));
    }
  }, [wanted, dataProvider]);
  return useMemo(() => (through.length ? (record: Row) => readThrough(record, through, loaded) : NO_READ_THROUGH), [through, loaded]);
};
