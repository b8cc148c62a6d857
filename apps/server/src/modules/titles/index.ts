/** The public surface of modules/titles (docs/modules.md). */
export { TitleEditingService, type TitleActor, type TitleRefusal } from './service';
