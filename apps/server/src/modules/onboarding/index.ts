/** The public surface of modules/onboarding: other modules import only this (docs/modules.md); module.ts declares it. */
export {};
