// The vitals module's public surface: real-user speed measurements (issue 16).
export { VitalsModule } from './vitals.module.js';
