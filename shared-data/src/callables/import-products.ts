// The `importProducts` callable (Manage Products' CSV import): a chunk of at most 100 checked rows
// (with at most 1,000 variants between them), keyed by SKU. The function writes each changed product with its audit entry (and a stock movement
// when an existing product's stock changes) in one transaction per chunk, and leaves rows equal to
// the stored product untouched, so importing the same file twice changes nothing the second time.
import { z } from '#zod';
import { productImportFieldsSchema } from '../schemas/product';
import { strictInput } from './callable-input';
import { lazySchema } from '../schemas/lazy-schema';

export const IMPORT_CHUNK_SIZE = 100;
/** At most this many variants in one chunk (its products' variants added up), so a chunk's transaction stays small. */
export const IMPORT_CHUNK_VARIANTS = 1_000;

export const importProductsInputSchema = lazySchema(() =>
  strictInput(
    {
      rows: z
        .array(productImportFieldsSchema, { error: 'Send the products to import as a list.' })
        .min(1, 'Send at least one product.')
        .max(IMPORT_CHUNK_SIZE, `Send at most ${IMPORT_CHUNK_SIZE} products at a time.`)
        .refine(
          (rows) => rows.reduce((total, row) => total + (row.variants?.length ?? 0), 0) <= IMPORT_CHUNK_VARIANTS,
          `Send at most ${IMPORT_CHUNK_VARIANTS} variants at a time.`,
        ),
    },
    { what: 'the import', hint: 'send rows.', notObject: 'Send the import as an object.' },
  ),
);

export type ImportProductsInput = z.input<typeof importProductsInputSchema>;

export interface ImportProductsResult {
  created: number;
  updated: number;
  unchanged: number;
}
