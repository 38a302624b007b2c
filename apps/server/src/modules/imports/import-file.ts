import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
} from '@canasta/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../errors';
import { messages } from '../../messages';

/** One product row of the file, its cells by column, as written (trimmed). */
export interface ImportRecord {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
  /** How many values the row has past the header's columns (not blank ones). */
  extraValues: number;
  /** How many values the row has in all, for the message about extra ones. */
  valueCount: number;
}

export interface ImportFile {
  /** The file's columns, in its order. */
  columns: ImportColumn[];
  records: ImportRecord[];
}

/**
 * Reads a spreadsheet saved as CSV (decision 042): UTF-8 with or without a BOM (Excel writes
 * one), comma or semicolon between values (Excel in Spanish writes semicolons), quoted values
 * with commas, quotes and line breaks inside, headers in any case and with or without accents.
 * Whatever keeps the whole file from being read is a 422 on `file`; problems of one row are for
 * the row checks.
 */
export function readImportFile(data: Buffer): ImportFile {
  if (data.length === 0) throw fileError(messages.importEmpty);
  // Text has no NUL bytes; a workbook (.xlsx is a zip), a PDF or a photo does.
  if (data.subarray(0, 8192).includes(0)) throw fileError(messages.importNotText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw fileError(messages.importNotUtf8);
  }
  if (text.trim() === '') throw fileError(messages.importEmpty);

  const table = parseCsv(text, detectDelimiter(text));
  const [header = [], ...body] = table;
  const { columns, positions } = readHeader(header);

  const records: ImportRecord[] = [];
  body.forEach((values, index) => {
    if (values.every((value) => value.trim() === '')) return;
    const cells: Partial<Record<ImportColumn, string>> = {};
    positions.forEach((column, position) => {
      if (column) cells[column] = (values[position] ?? '').trim();
    });
    const extraValues = values
      .slice(positions.length)
      .filter((value) => value.trim() !== '').length;
    records.push({ row: index + 2, cells, extraValues, valueCount: values.length });
  });
  if (records.length === 0) throw fileError(messages.importNoRows);
  if (records.length > IMPORT_MAX_ROWS)
    throw fileError(messages.importTooManyRows(IMPORT_MAX_ROWS));
  return { columns, records };
}

/**
 * The header says which separator the file uses: its names never hold a comma or a semicolon,
 * while values do ("1,234.50" in a semicolon file), so guessing from the whole file could be
 * fooled.
 */
function detectDelimiter(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function parseCsv(text: string, delimiter: ',' | ';'): string[][] {
  try {
    return parse(text, {
      delimiter,
      bom: true,
      // Rows with fewer or more values than the header are checked row by row.
      relax_column_count: true,
      // A quote inside an unquoted value ('Pizza 12" grande') is taken as written.
      relax_quotes: true,
      // Blank lines keep their place, so every record's number is its spreadsheet row.
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    const reason =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? messages.importQuoteNotClosed
        : error.code === 'INVALID_OPENING_QUOTE' ||
            error.code === 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE'
          ? messages.importBadQuote
          : messages.importCsvBroken;
    throw fileError(messages.importUnreadable(line, reason));
  }
}

/** "Categoría", " PRECIO antes ", "máximo-por-pedido" → the template's names. */
export function headerName(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[\s-]+/g, '_');
}

function readHeader(header: readonly string[]): {
  columns: ImportColumn[];
  /** The column at each position of a row, or null for a nameless one (ignored). */
  positions: (ImportColumn | null)[];
} {
  const known = new Set<string>(IMPORT_COLUMNS);
  const problems: string[] = [];
  const positions = header.map((raw): ImportColumn | null => {
    const name = headerName(raw);
    if (name === '') return null;
    if (!known.has(name)) {
      problems.push(messages.importUnknownColumn(raw.trim(), IMPORT_COLUMNS));
      return null;
    }
    return name as ImportColumn;
  });
  const columns = positions.filter((column): column is ImportColumn => column !== null);
  const seen = new Set<ImportColumn>();
  for (const column of columns) {
    if (seen.has(column)) problems.push(messages.importDuplicateColumn(column));
    seen.add(column);
  }
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !seen.has(column));
  if (missing.length > 0) problems.push(messages.importMissingColumns(missing));
  if (problems.length > 0) throw fileError(...(problems as [string, ...string[]]));
  return { columns, positions };
}

function fileError(...problems: [string, ...string[]]): AppError {
  return new AppError('validation_failed', problems[0], { errors: { file: problems } });
}
