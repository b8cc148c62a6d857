/**
 * The migration to a new brand (SPEC.md 4 "Migration modal"; issue 14 item 6): the modal a moved
 * member sees once on the new brand. Mounted once by the shell.
 */
export { MigrationShellLayer } from './components/MigrationShellLayer';
