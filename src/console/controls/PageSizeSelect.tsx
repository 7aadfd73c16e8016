/** The plain page-size picker of lists and the audit history: a native <select>, light on the first page. */
export const PageSizeSelect = ({
  label,
  value,
  sizes,
  onChange,
}: {
  label: string;
  value: number;
  sizes: readonly number[];
  onChange: (size: number) => void;
}) => (
  <label style={{ marginLeft: 'auto' }}>
    {label}{' '}
    <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {sizes.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </select>
  </label>
);
