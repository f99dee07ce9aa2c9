// Stylesheets are imported by the entry modules for esbuild to bundle; they export nothing.
declare module "*.css";
