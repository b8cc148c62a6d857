/** The public surface of modules/migration: other modules import only this (docs/modules.md); module.ts declares it. */
/** app.ts's onRequest hook: a moved brand's old host answers with a redirect. */
export { redirectMovedHost } from './routes';
