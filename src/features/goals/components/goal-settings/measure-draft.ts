import type { Measure } from '@/domain/journal';

/** The measure as edited: off keeps what was typed, so ticking it again loses nothing. */
export interface MeasureDraft extends Measure {
  on: boolean;
}

export const measureDraftOf = (measure: Measure | undefined): MeasureDraft =>
  measure ? { on: true, ...measure } : { on: false, name: '', unit: '', higherIsBetter: true };
