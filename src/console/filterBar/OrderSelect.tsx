import type { NormalizedOrderOption } from '../../metadata/normalized.ts';
import { NativeSelect } from '../controls/NativeSelect.tsx';

/** list.orderOptions; nothing to choose with fewer than two. */
export const OrderSelect = ({
  options,
  value,
  onChange,
}: {
  options: NormalizedOrderOption[];
  value: string | null;
  onChange: (name: string) => void;
}) =>
  options.length < 2 ? null : (
    <NativeSelect
      label="Order"
      value={value ?? options[0].name}
      options={options.map((o) => ({ value: o.name, label: o.label }))}
      onChange={onChange}
    />
  );
