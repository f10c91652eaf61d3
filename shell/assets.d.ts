// Images imported from source (the site remote's pages the server renderer's tests render) are
// emitted as files by the build; the import's value is the file's address.
declare module '*.svg' {
  const url: string;
  export default url;
}

// Files read as text by the tests (Vite's ?raw).
declare module '*?raw' {
  const text: string;
  export default text;
}
