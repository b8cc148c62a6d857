import { defineModule } from '../contract';

/** Staff of the operator console: accounts, roles, sessions with a second factor (docs/console.md). */
export const staffModule = defineModule({
  name: 'staff',
  console: { sdl: ['staff.console.graphql'] },
});
