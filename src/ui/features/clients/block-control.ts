import { createContext, useContext } from 'react';
import type { BlockDialogControl } from './useBlockDialog';

/** The page's block dialog, for the status dropdowns in its table's rows. */
export const BlockControl = createContext<BlockDialogControl | null>(null);

export function useBlockControl(): BlockDialogControl {
  const control = useContext(BlockControl);
  if (!control) throw new Error('A client status dropdown needs <BlockControl.Provider>');
  return control;
}
