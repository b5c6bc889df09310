export type PathologicalInput = { name: string; make: (length: number) => string }
export declare const PATHOLOGICAL_MARKDOWN: PathologicalInput[]
export declare const WORST_MARKDOWN: PathologicalInput[]
