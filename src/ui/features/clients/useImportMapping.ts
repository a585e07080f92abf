/**
 * The import preview's column mapping (docs/product.md §10.25): the chosen file's header line, read in the
 * browser, and the field each column fills — the one remembered for this header, else the header's own names
 * (the template's, Square's, Shopify's). Changed by the owner column by column; kept once a file is imported.
 */
import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import { headerCells } from './import-header';
import { IMPORT_FIELDS, recognisedMapping, type ImportField } from '../../../domain/import-mapping';
import { useService } from '../../shared/hooks/useService';

/** More than any header line; the rest of the file is not read here. */
const HEAD_BYTES = 64 * 1024;

const asField = (value: string): ImportField | '' =>
  (IMPORT_FIELDS as readonly string[]).includes(value) ? (value as ImportField) : '';

export interface ColumnChoice {
  header: string[];
  mapping: (ImportField | '')[];
}

export function useImportMapping(file: File | null) {
  const mappings = useService(TOKENS.ImportMappings);
  // The choice is the file's it was read from: another file shows none until its own header is read.
  const [read, setRead] = useState<{ file: File; choice: ColumnChoice } | null>(null);
  const choice = read !== null && read.file === file ? read.choice : null;
  useEffect(() => {
    if (file === null) return;
    let current = true;
    void file
      .slice(0, HEAD_BYTES)
      .text()
      .then((text) => {
        if (!current) return;
        const header = headerCells(text);
        const remembered = mappings.recall(header);
        const mapping = remembered ? remembered.map(asField) : [...recognisedMapping(header)];
        setRead({ file, choice: { header, mapping } });
      })
      // An unreadable file is the server's to judge: the check says why.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [file, mappings]);
  return {
    choice,
    map(column: number, field: ImportField | '') {
      setRead((was) => {
        if (was === null) return was;
        // A field comes from one column: choosing it elsewhere takes it from where it was.
        const mapping = was.choice.mapping.map((old, i) =>
          i === column ? field : old === field && field !== '' ? '' : old,
        );
        return { ...was, choice: { ...was.choice, mapping } };
      });
    },
    remember() {
      if (choice) mappings.keep(choice.header, choice.mapping);
    },
  };
}
