/** The class of a list's table of inputs: a table on wide screens, a card per person on phones. */
export const ENTRY_TABLE = 'entry-table';

/** Narrower than this, six inputs in a row would be cut to a few letters each: each row becomes a card. */
const CARD_BREAKPOINT = 720;

/**
 * A stylesheet, not inline styles: the layout changes with the screen's width, which only a media query can
 * say without script. Each card shows its fields' names from the cells' data-label (the inputs' accessible
 * names are their aria-labels either way).
 */
export const ENTRY_TABLE_CSS = `
.${ENTRY_TABLE} { width: 100%; border-collapse: collapse; }
.${ENTRY_TABLE} th, .${ENTRY_TABLE} td { padding: 4px 6px; text-align: left; vertical-align: middle; }
.${ENTRY_TABLE} th { font-weight: 500; font-size: 14px; }
.${ENTRY_TABLE} .number { width: 70px; }
.${ENTRY_TABLE} .remove { width: 40px; }
@media (max-width: ${CARD_BREAKPOINT}px) {
  .${ENTRY_TABLE} thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .${ENTRY_TABLE}, .${ENTRY_TABLE} tbody { display: block; }
  .${ENTRY_TABLE} tr {
    display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr)); gap: 8px 12px;
    padding: 12px; margin-bottom: 12px; border: 1px solid #ccc; border-radius: 6px;
  }
  .${ENTRY_TABLE} td, .${ENTRY_TABLE} .number, .${ENTRY_TABLE} .remove { display: block; width: auto; padding: 0; min-width: 0; }
  .${ENTRY_TABLE} td[data-label]::before { content: attr(data-label); display: block; font-size: 14px; font-weight: 500; margin-bottom: 4px; }
  .${ENTRY_TABLE} .remove { grid-column: 1 / -1; justify-self: end; }
}
`;
