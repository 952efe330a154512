import { createContext, useContext } from 'react';
import type { TSchemaIssue } from './revision-draft.ts';
import type { TEditorSchema } from './schema-tree.ts';

/** Which control should take focus after the tree changed under it (a new row, a moved one). */
export type TFocusRequest = { propertyId: string; control: 'name' | 'up' | 'down' };

export type TSchemaTreeContext = {
  editable: boolean;
  /** Applies one of the pure tree operations to the draft's schema. */
  update: (change: (schema: TEditorSchema) => TEditorSchema) => void;
  issuesOf: (propertyId: string) => TSchemaIssue[];
  focusRequest: TFocusRequest | null;
  requestFocus: (request: TFocusRequest | null) => void;
};

export const SchemaTreeContext = createContext<TSchemaTreeContext | undefined>(undefined);

export function useSchemaTree(): TSchemaTreeContext {
  const context = useContext(SchemaTreeContext);
  if (!context) {
    throw new Error('useSchemaTree must be used within a SchemaTreeContext provider');
  }
  return context;
}
