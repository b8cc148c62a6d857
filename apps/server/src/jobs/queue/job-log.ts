/** The part of the app's logger (pino) the queue writes to: one line per start, end and failure, with the job id. */
export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
