import type { ComponentType, LazyExoticComponent } from 'react';
import type { NormalizedTab, Registry } from '../../metadata/normalized.ts';
import type { DetailRecord } from '../detail/DetailHeader.tsx';
import type { FieldDisplayProps } from '../fields/fieldDisplays.tsx';
import type { FieldInputProps } from '../inputs/inputDef.ts';
import type { RouteOwner } from '../../shared/routeOwner.ts';
import type { RoutedType } from '../routeType.ts';

/** A component loaded on demand, as lazyPages.ts does. */
export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>>;

/** What a hand-written tab gets: the record of the detail page it sits on, and the tab as declared. */
export interface CustomTabProps {
  registry: Registry;
  tab: NormalizedTab;
  type: RoutedType;
  record: DetailRecord;
  routeOwner: RouteOwner;
}

/** A hand-written field: its input in dialogs, its display on lists and detail pages, or both. */
export interface CustomField {
  Input?: LazyComponent<FieldInputProps>;
  Display?: LazyComponent<FieldDisplayProps>;
}
