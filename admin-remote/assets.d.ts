// Images imported from source are emitted as files by the build (asset/resource in
// scripts/build/rspack-app.mjs); the import's value is the file's address.
declare module '*.svg' {
  const url: string;
  export default url;
}
