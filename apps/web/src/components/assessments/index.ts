export { AnamneseForm } from './AnamneseForm.tsx';
export { AssessmentSummary } from './AssessmentSummary.tsx';
export { EvolutionChart } from './EvolutionChart.tsx';
export { MarkDone } from './MarkDone.tsx';
export { SheetMarks } from './SheetMarks.tsx';
export { StudentAssessments } from './StudentAssessments.tsx';
