// The content toolkit's public surface: the export and the import, shared by the command lines
// (scripts/content/) and the console's export (functions/src/contentExport/).
export { byPath, type ExportOptions, exportContent, leaveOutStrays } from './exporter';
export {
  describeReport,
  ImportConflictError,
  type ImportOptions,
  type ImportReport,
  InvalidExportError,
  importContent,
  SlugTakenError,
  writeDocuments,
} from './importer';
export type { ExportedDocument, Manifest } from './manifest';
export { FIREBASE_STORAGE_ORIGIN } from './storageUrls';
export { type Connection, connect, type Target } from './target';
export { InvalidDocumentsError } from './validate';
export { encodeData, type JsonObject } from './values';
