// Stylesheets are imported for their effect; the build bundles them with the chunk that imports them.
declare module '*.css';
