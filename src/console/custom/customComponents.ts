import type { ComponentType, LazyExoticComponent } from 'react';
import type { Registry } from '../../metadata/normalized.ts';
import type { CustomComponentName } from '../../shared/customComponents.ts';
import type { DetailRecord } from '../detail/DetailHeader.tsx';
import type { ActionDialogProps } from '../dialogs/ActionDialog.tsx';
import type { FieldDisplayProps } from '../fields/fieldDisplays.tsx';
import type { FieldInputProps } from '../inputs/inputDef.ts';
import type { RouteOwner } from '../routeOwner.ts';
import type { RoutedType } from '../routeType.ts';

/** A component loaded on demand, as lazyPages.ts does. */
export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>>;

/** What a hand-written tab gets: the record of the detail page it sits on. */
export interface CustomTabProps {
  registry: Registry;
  type: RoutedType;
  record: DetailRecord;
  routeOwner: RouteOwner;
}

/** A hand-written field: its input in dialogs, its display on lists and detail pages, or both. */
export interface CustomField {
  Input?: LazyComponent<FieldInputProps>;
  Display?: LazyComponent<FieldDisplayProps>;
}

/**
 * The console's component for every name of src/shared/customComponents.ts, each loaded on demand (as
 * lazyPages.ts does). A name added there does not compile until it has its entry here, e.g.
 * `teamStats: lazy(() => import('./tabs/TeamStatsTab.tsx'))`, the module's default export taking CustomTabProps.
 */
export const CUSTOM_TABS: Record<CustomComponentName<'tab'>, LazyComponent<CustomTabProps>> = {};

/** An action's own dialog, in place of the generic one, with the same props. */
export const CUSTOM_ACTIONS: Record<CustomComponentName<'action'>, LazyComponent<ActionDialogProps>> = {};

export const CUSTOM_FIELDS: Record<CustomComponentName<'field'>, CustomField> = {};
