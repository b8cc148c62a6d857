/** Public face of the feedback feature: the player host and details pages open this dialog. */
export { ReportProblemDialog, type ReportProblemDialogProps } from './components/ReportProblemDialog';
