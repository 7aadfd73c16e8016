import { createContext, useContext } from 'react';
import type { CustomComponentName } from '../../metadata/customComponents.ts';
import type { ActionDialogProps } from '../dialogs/actionDialogProps.ts';
import type { CustomField, CustomTabProps, LazyComponent } from './customTypes.ts';

/**
 * The components the generic console opens without importing them: the hand-written tabs, action dialogs and
 * fields (custom/customComponents.ts), and the action dialog itself, which a picker's Create opens inside a
 * dialog. Given once at the root (ConsoleAdmin, StoryAdmin), so that the generic dialogs and the components
 * built on them do not import each other.
 */
export interface ConsoleComponents {
  ActionDialog: LazyComponent<ActionDialogProps> | null;
  tabs: Partial<Record<CustomComponentName<'tab'>, LazyComponent<CustomTabProps>>>;
  actions: Partial<Record<CustomComponentName<'action'>, LazyComponent<ActionDialogProps>>>;
  fields: Partial<Record<CustomComponentName<'field'>, CustomField>>;
}

/** Outside a root that gives them: no hand-written components, and no Create in pickers. */
export const NO_CONSOLE_COMPONENTS: ConsoleComponents = { ActionDialog: null, tabs: {}, actions: {}, fields: {} };

export const ConsoleComponentsContext = createContext<ConsoleComponents>(NO_CONSOLE_COMPONENTS);

export const useConsoleComponents = (): ConsoleComponents => useContext(ConsoleComponentsContext);
