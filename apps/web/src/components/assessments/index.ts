export { AnamneseForm } from './AnamneseForm.tsx';
export { AssessmentSummary } from './AssessmentSummary.tsx';
export { EvolutionChart } from './EvolutionChart.tsx';
export { SheetMarks } from './SheetMarks.tsx';
