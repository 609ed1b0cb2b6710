// The early-start script's entry: the build compiles it to one inline script, with its data.
import { startEarly, type EarlyStartData } from './earlyStart';

/** Replaced by the build (build/earlyStart.ts) with the JSON of this build's data. */
declare const EARLY_START_DATA: EarlyStartData;

startEarly(EARLY_START_DATA);
