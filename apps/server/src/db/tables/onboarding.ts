/** Where a member is in the onboarding mission (migration 0023); no row = not started. */
export interface OnboardingProgressTable {
  member_id: number;
  status: string; // 'in_progress' | 'skipped' | 'completed'
  steps_done: number; // 0..3
  started_at: string;
  updated_at: string;
  completed_at: string | null;
}

export interface OnboardingTables {
  onboarding_progress: OnboardingProgressTable;
}
