// jsdiff 5 ships no types; the one function the history dialog uses.
declare module 'diff' {
  export interface Change {
    value: string;
    added?: boolean;
    removed?: boolean;
    count?: number;
  }
  export function diffLines(oldText: string, newText: string): Change[];
}
