import type { ReactNode } from 'react';
import type { NormalizedAction, NormalizedType } from '../../metadata/normalized.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';

type Row = Record<string, unknown> & { id: string | number; readminName?: unknown };

/**
 * What a panel reads of the form: the fields' API values and whether each typed value parses; and a way
 * to set fields from API values, as if typed (the encoding config's sphere presets).
 */
export interface PanelInput {
  values: Record<string, unknown>;
  valid: boolean;
  setValues: (values: Record<string, unknown>) => void;
}

/** The props of an action's dialog, the generic one (ActionDialog.tsx) or an action's own (custom/customComponents.ts). */
export interface ActionDialogProps {
  type: NormalizedType;
  action: NormalizedAction;
  /** The records acted on: one on a detail page, the selection on a list, none for a create or a service operation. */
  records: Row[];
  routeOwner?: RouteOwner;
  /** Data every submission sends besides the fields (a note's itemType and itemId). */
  fixed?: Record<string, unknown>;
  /** Values a create's form starts with (the parent record of an association tab, e.g. a court's venue). */
  prefill?: Record<string, unknown>;
  onClose: () => void;
  /** After success, with the created record if any. Default: refresh the page's data and close. */
  onDone?: (created?: Row) => void;
  /**
   * A panel under the form's fields, drawn from the current values (an action component's extra, such as
   * the filter config's preview).
   */
  panel?: (input: PanelInput) => ReactNode;
}
